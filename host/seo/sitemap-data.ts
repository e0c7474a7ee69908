import { dataEnvelope } from '../../api/contract';
import { sitemapSchema, type Sitemap } from '../../api/contract/seo';
import { sitemapKey } from '../../api/modules/seo';
import { API_PATH } from '../../kit/data/client';
import { transport } from '../lib/api';

/** File `page` of the sitemap from the API (`GET /sitemap` with the key), or null past the last file. */
export async function sitemapFile(page: number): Promise<Sitemap | null> {
  const url = new URL(`${API_PATH}/sitemap`, 'http://shop.internal');
  url.searchParams.set('key', sitemapKey());
  url.searchParams.set('page', String(page));
  const response = await transport()(new Request(url, { headers: { accept: 'application/json' } }));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET /sitemap answered ${response.status}`);
  return dataEnvelope(sitemapSchema).parse(await response.json()).data;
}

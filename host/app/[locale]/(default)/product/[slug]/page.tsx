import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '../../../../../../domain/locale';
import { ApiError } from '../../../../../../kit/data/client';
import { localizePath } from '../../../../../../kit/i18n/paths';
import { galleryMedia, initialConfiguration } from '../../../../../../kit/product/configuration';
import { productJsonLd } from '../../../../../../kit/product/structured-data';
import { CmsPage } from '../../../../../cms/cms-page';
import { ProductView } from '../../../../../../kit/product/product-view';
import { getBootstrap, serverApi } from '../../../../../lib/api';
import { absoluteUrl } from '../../../../../lib/site-origin';
import { JsonLd } from '../../../../../../kit/ui/json-ld';
import { localeOf } from '../../../../../lib/request';
import { env } from '../../../../../../api/lib/env';
import { mapTilesOf } from '../../../../../../domain/map/map-rules';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The product by slug, once per request; null when there is none (404, or a slug that cannot be one). */
const loadProduct = cache(async (slug: string, locale: Locale) => {
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(slug)) return null;
  try {
    return await serverApi(locale).product(slug);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
});

/** The request's clock, read once: the offer's validity and the promo countdown count from it. */
const requestTime = cache(() => Date.now());

const skuOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ slug }, locale] = await Promise.all([params, localeOf(params)]);
  const product = await loadProduct(decodeURIComponent(slug), locale);
  if (!product) return {};
  const { settings } = await getBootstrap(locale);
  const text = product.mixedTranslation;
  const path = `/product/${product.slug}`;
  const image = galleryMedia(product, initialConfiguration(product.configurations, null, product.default_sku)).find((m) => m.media_type === 'image');
  const description = text.meta_description ?? text.short_description ?? undefined;
  return {
    title: text.title,
    description,
    alternates: {
      canonical: localizePath(path, locale),
      languages: { nl: localizePath(path, 'nl'), en: localizePath(path, 'en'), 'x-default': path },
    },
    openGraph: {
      type: 'website',
      title: text.title,
      description,
      url: absoluteUrl(localizePath(path, locale)),
      siteName: settings.company_name,
      locale: locale === 'nl' ? 'nl_NL' : 'en_GB',
      images: image ? [{ url: absoluteUrl(image.url), width: image.width, height: image.height, alt: image.alt || text.title }] : [],
    },
  };
}

/** `/product/{slug}`: the product view, then the CMS page `product` whose blocks are the page's sections. */
export default async function ProductPage({ params, searchParams }: Props) {
  const [{ slug }, locale, query] = await Promise.all([params, localeOf(params), searchParams]);
  const product = await loadProduct(decodeURIComponent(slug), locale);
  if (!product) notFound();
  const { settings, shipping_rates: shippingRates } = await getBootstrap(locale);
  const sku = skuOf(query.configuration_id);
  const path = `/product/${product.slug}`;
  const url = absoluteUrl(localizePath(path, locale));
  const config = initialConfiguration(product.configurations, sku, product.default_sku);
  const now = requestTime();
  const jsonLd = productJsonLd(product, {
    url,
    currency: settings.currency_code,
    brand: settings.company_name,
    images: galleryMedia(product, config).filter((m) => m.media_type === 'image').map((m) => absoluteUrl(m.url)),
    config,
    now,
    shippingRates,
  });

  return (
    <>
      <JsonLd data={jsonLd} />
      <ProductView product={product} locale={locale} sku={sku} currency={settings.currency_code} url={url} now={now} mapTiles={product.map ? mapTilesOf(env()) : undefined} />
      <CmsPage slug="product" locale={locale} searchParams={query} path={path} params={{ slug: product.slug }} product={product} hideTitle />
    </>
  );
}

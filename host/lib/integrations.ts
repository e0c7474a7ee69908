import { headers } from 'next/headers';
import { cache } from 'react';
import type { Locale } from '../../domain/locale';
import { parseIntegrations, type Integrations } from '../../kit/integrations/config';
import { fitToPolicy } from '../../kit/integrations/sources';
import { noteAnswer } from '../server/render-context';
import { getBootstrap } from './api';
import { INTEGRATION_SOURCES_HEADER } from './integration-sources';

export interface PageIntegrations {
  integrations: Integrations;
  /** The request's nonce (host/proxy.ts): every script the server renders carries it. */
  nonce: string;
  /** The shop's currency code (events' values are in it). */
  currency: string;
}

/**
 * The integrations this page renders: the enabled ones (bootstrap, read like every other render
 * input, so the page is kept under `settings`) that the request's CSP allows. The proxy built the
 * CSP from the sources the server last read; when they differ from the database's (a switch just
 * happened, the server has not read it yet), only the integrations the CSP covers are rendered and
 * the page is not kept by the page cache, so no cached document pairs scripts with a CSP that
 * blocks them.
 */
export const pageIntegrations = cache(async (locale: Locale): Promise<PageIntegrations> => {
  const requestHeaders = await headers();
  const nonce = requestHeaders.get('x-nonce') ?? '';
  // Maintenance (503) or a lost database: the layouts below show that; nothing third-party on it.
  const bootstrap = await getBootstrap(locale).catch(() => null);
  if (!bootstrap) return { integrations: {}, nonce, currency: 'EUR' };
  const currency = bootstrap.settings.currency_code;
  const { integrations, matches } = fitToPolicy(parseIntegrations(bootstrap.integrations), requestHeaders.get(INTEGRATION_SOURCES_HEADER));
  // Not kept: the next render, with the server's fresh read, is.
  if (!matches) noteAnswer(null);
  return { integrations, nonce, currency };
});

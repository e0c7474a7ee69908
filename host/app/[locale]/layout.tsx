import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getT } from '../../../kit/i18n';
import { notFound } from 'next/navigation';
import { isLocale } from '../../../domain/locale';
import { localeOf } from '../../lib/request';
import { siteOrigin } from '../../lib/site-origin';
import { pageIntegrations } from '../../lib/integrations';
import { CustomScripts, IntegrationHead } from '../../../kit/integrations/integration-scripts';
import '../globals.css';
import { brandDisplay, brandDisplayItalic } from '../fonts';

export const dynamic = 'force-dynamic';

export const viewport: Viewport = { themeColor: '#faf7f2', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = getT(locale);
  const verification = (await pageIntegrations(locale)).integrations.tagManager?.verification_code;
  return {
    // The tag manager's `google-site-verification` meta, when it has one.
    ...(verification ? { verification: { google: verification } } : {}),
    // Canonical, hreflang and Open Graph links are absolute, on the shop's one origin.
    metadataBase: new URL(siteOrigin()),
    title: { default: t('common.shopName'), template: `%s | ${t('common.shopName')}` },
    applicationName: t('common.shopName'),
  };
}

/** The root layout: `<html lang>` follows the route's language. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Only the proxy's rewrites reach here with a language; a path it let through (`/foo.txt`) is no page.
  if (!isLocale((await params).locale)) notFound();
  const locale = await localeOf(params);
  const t = getT(locale);
  // Third-party integrations switched on (kit/integrations), each script with the request's nonce.
  const { integrations, nonce, currency } = await pageIntegrations(locale);
  return (
    <html lang={locale} className={`${brandDisplay.variable} ${brandDisplayItalic.variable}`}>
      <head>
        <IntegrationHead integrations={integrations} nonce={nonce} currency={currency} />
      </head>
      <body className="min-h-dvh bg-canvas font-sans text-ink">
        <CustomScripts integrations={integrations} nonce={nonce} position="start_body" />
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-surface focus:px-4 focus:py-2">
          {t('common.skipToContent')}
        </a>
        {children}
        <CustomScripts integrations={integrations} nonce={nonce} position="end_body" />
      </body>
    </html>
  );
}

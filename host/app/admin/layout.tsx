import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { adminT } from '../../../kit/admin/messages';
import { AdminQueryProvider } from '../../../kit/admin/query';
import { adminLocale } from '../../lib/admin';
import '../globals.css';
import { brandDisplay, brandDisplayItalic } from '../fonts';

export const dynamic = 'force-dynamic';

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata(): Promise<Metadata> {
  const t = adminT(await adminLocale());
  return { title: { default: t('title'), template: `%s | ${t('title')}` }, robots: { index: false, follow: false } };
}

/** The back office's root layout: its own document, apart from the storefront's. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <html lang={locale} className={`${brandDisplay.variable} ${brandDisplayItalic.variable}`}>
      <body className="min-h-dvh bg-canvas font-sans text-ink">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-surface focus:px-4 focus:py-2">
          {t('skip')}
        </a>
        <AdminQueryProvider>{children}</AdminQueryProvider>
      </body>
    </html>
  );
}

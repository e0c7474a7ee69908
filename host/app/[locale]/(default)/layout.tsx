import type { ReactNode } from 'react';
import { ApiError } from '../../../../kit/data/client';
import { ErrorView } from '../../../components/error-view';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';
import { getBootstrap } from '../../../lib/api';
import { currentPath, localeOf } from '../../../lib/request';

/**
 * The default layout (spec section 2): top banner slot, header with the CMS menu, the page,
 * footer. The system popup, marketing popup, image viewer and global loader join it with
 * the features that open them.
 */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const bootstrap = await getBootstrap(locale).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 503) return null;
    throw error;
  });
  if (!bootstrap) {
    return (
      <main id="main">
        <ErrorView locale={locale} status={503} />
      </main>
    );
  }
  return (
    <>
      <div data-slot="top-banner" />
      <SiteHeader locale={locale} menu={bootstrap.menu.main} shopName={bootstrap.settings.company_name} path={await currentPath()} />
      <main id="main" className="min-h-[50vh]">
        {children}
      </main>
      <SiteFooter locale={locale} bootstrap={bootstrap} />
    </>
  );
}

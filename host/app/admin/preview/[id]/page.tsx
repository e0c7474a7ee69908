import { notFound } from 'next/navigation';
import type { AdminPage } from '../../../../../api/contract/composer';
import type { Page } from '../../../../../api/contract/content';
import type { BlockContext } from '../../../../../blocks/types';
import type { Locale } from '../../../../../domain/locale';
import { roleMayUse } from '../../../../../domain/staff/staff-rules';
import { CmsArticle } from '../../../../cms/cms-page';
import { adminApi, requireStaffPage } from '../../../../lib/admin';
import { getSystemEntities, serverApi } from '../../../../lib/api';
import { pageSlugIn } from '../../../../../domain/content/page-slugs';

/**
 * The composer's live preview: the saved draft rendered by the storefront's own blocks (the
 * registry, the same server components, data and CSS as the live page), in the language asked
 * for; an invalid block shows its error box instead of nothing.
 */
export default async function AdminPreviewPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) notFound();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const answer = await adminApi<AdminPage>(`/pages/${id}`);
  if (!answer.data) notFound();
  const locale: Locale = (await searchParams).lang === 'en' ? 'en' : 'nl';
  const document = answer.data.document;
  const { slug: _ownSlug, ...texts } = document.translations[locale];
  const page: Page = {
    id: answer.data.id,
    slug: pageSlugIn(document, locale),
    slugs: { nl: pageSlugIn(document, 'nl'), en: pageSlugIn(document, 'en') },
    layout: document.layout,
    ...texts,
    blocks: document.blocks.map((block, index) => ({ id: index + 1, type: block.type, data: block.data[locale] })),
  };
  const context: BlockContext = { api: serverApi(locale), path: `/${pageSlugIn(document, locale)}`, searchParams: {}, params: {}, systemEntities: (type) => getSystemEntities(locale, type) };
  return (
    <main id="main" lang={locale} aria-label={texts.title}>
      <CmsArticle page={page} locale={locale} context={context} preview />
    </main>
  );
}

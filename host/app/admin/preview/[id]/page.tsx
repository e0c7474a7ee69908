import { notFound } from 'next/navigation';
import type { AdminPage } from '../../../../../api/contract/composer';
import type { Block } from '../../../../../api/contract/content';
import type { BlockContext } from '../../../../../blocks/types';
import type { Locale } from '../../../../../domain/locale';
import { roleMayUse } from '../../../../../domain/staff/staff-rules';
import { RenderBlocks } from '../../../../cms/render-blocks';
import { adminApi, requireStaffPage } from '../../../../lib/admin';
import { getSystemEntities, serverApi } from '../../../../lib/api';

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
  const blocks: Block[] = document.blocks.map((block, index) => ({ id: index + 1, type: block.type, data: block.data[locale] }));
  const path = `/${document.slug}`;
  const context: BlockContext = { api: serverApi(locale), path, searchParams: {}, params: {}, systemEntities: (type) => getSystemEntities(locale, type) };
  return (
    <main id="main" lang={locale} aria-label={document.translations[locale].title}>
      <article data-page={document.slug} className="py-10 lg:py-14">
        <h1 className="mx-auto mb-8 max-w-[720px] px-5 font-display text-4xl text-ink md:px-8 lg:text-5xl">{document.translations[locale].title}</h1>
        <RenderBlocks blocks={blocks} locale={locale} preview context={context} />
      </article>
    </main>
  );
}

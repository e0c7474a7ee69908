import type { AdminPageSummary } from '../../api/contract/composer';
import type { Locale } from '../../domain/locale';
import { fieldControlClass, fieldLabelClass } from '../ui/field';
import { adminDateTime, adminT } from './messages';

export interface PageListFilters {
  q?: string;
  status?: string;
  layout?: string;
  language: Locale;
}

/** One of the list's filters: a labelled select sent with the GET form. */
function SelectFilter({ name, label, value, options }: { name: string; label: string; value: string; options: { value: string; label: string }[] }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`pages-${name}`} className={fieldLabelClass}>
        {label}
      </label>
      <select id={`pages-${name}`} name={name} defaultValue={value} className={fieldControlClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The composer's page list: search and filters (a plain GET form), and each page with where it stands. */
export function PageList({ pages, filters, locale }: { pages: AdminPageSummary[]; filters: PageListFilters; locale: Locale }) {
  const t = adminT(locale);
  const statuses = ['draft', 'published', 'changed', 'deleted'] as const;
  const layouts = ['default', 'checkout', 'empty'] as const;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl">{t('pages.title')}</h1>
        <form method="post" action="/admin/pages/new">
          <button type="submit" className="h-11 border border-ink px-5 text-sm">
            {t('pages.new')}
          </button>
        </form>
      </div>
      <form method="get" action="/admin" className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="pages-q" className={fieldLabelClass}>
            {t('pages.search')}
          </label>
          <input id="pages-q" name="q" type="search" defaultValue={filters.q ?? ''} placeholder={t('pages.searchPlaceholder')} className={fieldControlClass} />
        </div>
        <SelectFilter name="status" label={t('pages.status')} value={filters.status ?? ''} options={[{ value: '', label: t('pages.any') }, ...statuses.map((status) => ({ value: status, label: t(`pages.statuses.${status}`) }))]} />
        <SelectFilter name="layout" label={t('pages.layout')} value={filters.layout ?? ''} options={[{ value: '', label: t('pages.any') }, ...layouts.map((layout) => ({ value: layout, label: t(`pages.layouts.${layout}`) }))]} />
        <SelectFilter name="language" label={t('pages.language')} value={filters.language} options={(['nl', 'en'] as const).map((language) => ({ value: language, label: t(`pages.languages.${language}`) }))} />
        <button type="submit" className="h-11 border border-ink bg-ink px-5 text-sm text-canvas">
          {t('pages.filter')}
        </button>
      </form>
      <p role="status" className="text-sm text-ink-soft">
        {t('pages.count', { count: pages.length })}
      </p>
      {pages.length === 0 ? (
        <p>{t('pages.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                {(['title', 'slug', 'status', 'version', 'updated', 'schedule'] as const).map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                    {t(`pages.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.id} className="border-b border-line align-top">
                  <th scope="row" className="py-3 pr-4 font-normal">
                    <a href={`/admin/pages/${page.id}`} className="underline underline-offset-4">
                      {page.title}
                    </a>
                    {page.system ? <span className="block text-xs text-ink-muted">{t('pages.system')}</span> : null}
                  </th>
                  <td className="py-3 pr-4 font-mono text-xs">/{page.slug}</td>
                  <td className="py-3 pr-4">{t(`pages.statuses.${page.status}`)}</td>
                  <td className="py-3 pr-4">{page.published_version ?? '–'}</td>
                  <td className="py-3 pr-4">{page.updated_at ? `${adminDateTime(locale, page.updated_at)}${page.updated_by ? ` · ${page.updated_by}` : ''}` : t('pages.never')}</td>
                  <td className="py-3 pr-4">
                    {page.publish_at ? <span className="block">{t('pages.publishAt', { at: adminDateTime(locale, page.publish_at) })}</span> : null}
                    {page.unpublish_at ? <span className="block">{t('pages.unpublishAt', { at: adminDateTime(locale, page.unpublish_at) })}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

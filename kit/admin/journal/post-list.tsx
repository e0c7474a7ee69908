'use client';

import { useCallback, useState } from 'react';
import { adminPostStatuses, type AdminPostSummary } from '../../../api/contract/blog-admin';
import { blogPostTypes } from '../../../api/contract/blog';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { usePostPage, type JournalTexts, type PostQuery } from './journal-api';
import { Pager, usePausedSearch } from '../form-parts';

function Filters({ query, onChange, texts }: { query: PostQuery; onChange: (change: Partial<PostQuery>) => void; texts: JournalTexts }) {
  const [search, setSearch] = usePausedSearch(query.q, (q) => onChange({ q, page: 1 }));
  return (
    <form role="search" aria-label={texts.filters} onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <Field id="journal-search" label={texts.search}>
        {(control) => <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} className={fieldControlClass} />}
      </Field>
      <Field id="journal-status" label={texts.status}>
        {(control) => (
          <select {...control} value={query.status} onChange={(event) => onChange({ status: event.target.value as PostQuery['status'], page: 1 })} className={fieldControlClass}>
            <option value="">{texts.any}</option>
            {adminPostStatuses.map((status) => (
              <option key={status} value={status}>
                {texts.statuses[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="journal-type" label={texts.type}>
        {(control) => (
          <select {...control} value={query.type} onChange={(event) => onChange({ type: event.target.value as PostQuery['type'], page: 1 })} className={fieldControlClass}>
            <option value="">{texts.any}</option>
            {blogPostTypes.map((type) => (
              <option key={type} value={type}>
                {texts.types[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  );
}

function PostRow({ post, locale, texts }: { post: AdminPostSummary; locale: Locale; texts: JournalTexts }) {
  const title = post.titles[locale] || post.titles.nl || texts.untitled;
  return (
    <tr className="border-b border-line align-top">
      <td className="py-3 pr-4">
        <a href={`/admin/journal/posts/${post.id}`} className="underline underline-offset-4">
          {title}
        </a>
        <div className="text-xs text-ink-muted">{post.slugs[locale] || post.slugs.nl}</div>
      </td>
      <td className="py-3 pr-4">{texts.types[post.type]}</td>
      <td className="py-3 pr-4" data-status={post.status}>
        {texts.statuses[post.status]}
      </td>
      <td className="py-3 pr-4">{post.published_at ? adminDateTime(locale, post.published_at) : '—'}</td>
      <td className="py-3">{post.author ?? '—'}</td>
    </tr>
  );
}

/** The journal's posts: searched by title, filtered by status and type, a page at a time. */
export function PostList({ locale }: { locale: Locale }) {
  const texts = adminMessages[locale].journal;
  const t = adminT(locale);
  const [query, setQuery] = useState<PostQuery>({ q: '', status: '', type: '', page: 1 });
  const posts = usePostPage(query, locale);
  const change = useCallback((part: Partial<PostQuery>) => setQuery((current) => ({ ...current, ...part })), []);
  const page = posts.data;

  return (
    <div className="flex flex-col gap-6">
      <Filters query={query} onChange={change} texts={texts} />
      <p role="status" className="text-sm text-ink-soft">
        {posts.isError ? texts.loadFailed : page ? t('journal.total', { total: page.total }) : texts.loading}
      </p>
      {page && page.items.length > 0 ? (
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-ink">
              {(['title', 'type', 'status', 'date', 'author'] as const).map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-normal text-ink-muted">
                  {texts.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.items.map((post) => (
              <PostRow key={post.id} post={post} locale={locale} texts={texts} />
            ))}
          </tbody>
        </table>
      ) : page ? (
        <p className="text-sm">{texts.empty}</p>
      ) : null}
      {page ? <Pager page={query.page} pages={page.pages} onPage={(next) => change({ page: next })} texts={{ label: texts.pagination, previous: texts.previous, next: texts.next, position: t('journal.page', { page: page.page, pages: page.pages }) }} /> : null}
    </div>
  );
}

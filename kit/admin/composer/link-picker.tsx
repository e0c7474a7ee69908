'use client';

import { useEffect, useId, useState } from 'react';
import type { AdminPageSummary } from '../../../api/contract/composer';
import { TEMPLATE_PAGES } from '../../../domain/content/shop-paths';
import { ADMIN_API } from '../admin-api';
import { loadOptions } from './pickers';
import type { FieldTexts } from './schema-fields';

/** A place in the shop a link can go to: its name, what kind of place, and its path (without the language prefix). */
export interface LinkTarget {
  kind: 'page' | 'collection' | 'category' | 'product';
  title: string;
  path: string;
}

/** A CMS page's path: home is `/`, the catalogue and collections pages their routes; product and collection templates are no destination. */
export function pageLinkPath(slug: string): string | undefined {
  if (slug === 'home') return '/';
  if (slug === 'catalog' || slug === 'collections') return `/${slug}`;
  return TEMPLATE_PAGES.has(slug) ? undefined : `/${slug}`;
}

async function loadPages(query: string): Promise<LinkTarget[]> {
  const response = await fetch(`${ADMIN_API}/pages?status=live${query.trim() ? `&q=${encodeURIComponent(query.trim())}` : ''}`);
  if (!response.ok) return [];
  const pages = ((await response.json()) as { data: AdminPageSummary[] }).data;
  return pages.flatMap((page) => {
    const path = pageLinkPath(page.slug);
    return path ? [{ kind: 'page' as const, title: page.title, path }] : [];
  });
}

/** The places matching a search: live pages, collections, categories and (from two letters) products. */
export async function loadLinkTargets(query: string): Promise<LinkTarget[]> {
  const [pages, collections, categories, products] = await Promise.all([
    loadPages(query),
    loadOptions('collections', query),
    loadOptions('categories', query),
    loadOptions('products', query),
  ]);
  return [
    ...pages,
    ...collections.map((option) => ({ kind: 'collection' as const, title: option.title, path: `/collection/${option.slug}` })),
    ...categories.map((option) => ({ kind: 'category' as const, title: option.title, path: `/catalog?categories=${encodeURIComponent(option.slug)}` })),
    ...products.map((option) => ({ kind: 'product' as const, title: option.title, path: `/product/${encodeURIComponent(option.slug)}` })),
  ];
}

/**
 * A link inside the shop: the path as text (any shop path may be typed), and a search over the
 * shop's pages, collections, categories and products that fills it in.
 */
export function LinkField({
  id,
  name,
  value,
  onChange,
  readOnly,
  texts,
  label,
  load = loadLinkTargets,
}: {
  id: string;
  /** Puck's field name (`slides[0].url`), on the input as the other fields have it. */
  name?: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  readOnly?: boolean;
  texts: FieldTexts;
  label: string;
  load?: typeof loadLinkTargets;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [targets, setTargets] = useState<LinkTarget[]>([]);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      load(query)
        .then((found) => {
          if (current) setTargets(found);
        })
        .catch(() => undefined);
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, query, load]);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <input id={id} name={name} type="text" value={value ?? ''} readOnly={readOnly} placeholder="/catalog" onChange={(event) => onChange(event.target.value || undefined)} className="h-9 border border-line bg-canvas px-2 font-mono" />
      {readOnly ? null : (
        <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} className="self-start underline">
          {texts.link.choose}
        </button>
      )}
      {open ? (
        <div id={listId} className="flex flex-col gap-1">
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={texts.search} aria-label={`${label}: ${texts.link.search}`} className="h-9 border border-line bg-canvas px-2" />
          <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto" aria-live="polite">
            {targets.slice(0, 30).map((target) => (
              <li key={`${target.kind}:${target.path}`}>
                <button
                  type="button"
                  className="w-full px-2 py-1 text-left hover:bg-surface"
                  onClick={() => {
                    onChange(target.path);
                    setOpen(false);
                  }}
                >
                  <span className="text-ink-muted">{texts.link.kinds[target.kind]}:</span> {target.title} <span className="font-mono text-xs text-ink-muted">{target.path}</span>
                </button>
              </li>
            ))}
            {targets.length === 0 ? <li className="text-ink-muted">{texts.noResults}</li> : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

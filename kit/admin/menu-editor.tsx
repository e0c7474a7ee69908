'use client';

import { useState } from 'react';
import type { AdminMenu, AdminMenuItem } from '../../api/contract/composer';
import type { Locale } from '../../domain/locale';
import { Notice } from '../ui/notice';
import type { adminMessages } from './messages';
import { adminFetch } from './admin-api';

type Texts = (typeof adminMessages)['nl']['menus'];
type Link = { titles: { nl: string; en: string }; url: string };

const inputClass = 'h-9 w-full border border-line bg-canvas px-2 text-sm aria-invalid:border-sale';

const move = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** One entry's fields and buttons (up, down, remove); `path` names its fields for the API's errors. */
function Entry({ link, path, label, texts, errors, onChange, onMove, onRemove, first, last }: { link: Link; path: string; label: string; texts: Texts; errors: Record<string, string>; onChange: (link: Link) => void; onMove: (by: number) => void; onRemove: () => void; first: boolean; last: boolean }) {
  const field = (name: string, title: string, value: string, set: (value: string) => void) => {
    const error = errors[`${path}.${name}`];
    const id = `${path}.${name}`.replace(/\./g, '-');
    return (
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-xs text-ink-muted">
          {title}
        </label>
        <input id={id} value={value} onChange={(event) => set(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} />
        {error ? (
          <p id={`${id}-error`} className="text-xs text-sale">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-end gap-2">
      {field('titles.nl', texts.titleNl, link.titles.nl, (nl) => onChange({ ...link, titles: { ...link.titles, nl } }))}
      {field('titles.en', texts.titleEn, link.titles.en, (en) => onChange({ ...link, titles: { ...link.titles, en } }))}
      {field('url', texts.url, link.url, (url) => onChange({ ...link, url }))}
      <div className="flex gap-1 text-sm">
        <button type="button" onClick={() => onMove(-1)} disabled={first} aria-label={`${texts.up}: ${link.titles.nl || label}`} className="h-9 border border-line px-2 disabled:opacity-40">
          ↑
        </button>
        <button type="button" onClick={() => onMove(1)} disabled={last} aria-label={`${texts.down}: ${link.titles.nl || label}`} className="h-9 border border-line px-2 disabled:opacity-40">
          ↓
        </button>
        <button type="button" onClick={onRemove} aria-label={`${texts.remove}: ${link.titles.nl || label}`} className="h-9 border border-line px-2">
          ×
        </button>
      </div>
    </div>
  );
}

/**
 * A menu (two levels) as a list of entries: titles in nl and en and the address, moved with buttons
 * (keyboard-usable), saved as a whole with the revision it started from (a conflict is reported,
 * not overwritten); the API's field errors show at their fields.
 */
export function MenuEditor({ menu, texts, locale }: { menu: AdminMenu; texts: Texts; locale: Locale }) {
  const [items, setItems] = useState<AdminMenuItem[]>(menu.items);
  const [revision, setRevision] = useState(menu.revision);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const blank: Link = { titles: { nl: '', en: '' }, url: '/' };

  async function save() {
    setBusy(true);
    setMessage(null);
    const { status, body } = await adminFetch<AdminMenu>(`/menus/${menu.slug}`, 'PUT', { revision, items }, locale);
    setBusy(false);
    if (status === 200 && body?.data) {
      setRevision(body.data.revision);
      setErrors({});
      setMessage({ tone: 'success', text: texts.saved });
    } else {
      setErrors(body?.error?.fields ?? {});
      setMessage({ tone: 'error', text: body?.error?.message ?? texts.failed });
    }
  }

  const setItem = (index: number, item: AdminMenuItem) => setItems(items.map((current, i) => (i === index ? item : current)));

  return (
    <section aria-labelledby={`menu-${menu.slug}`} className="flex flex-col gap-4 border border-line bg-surface p-4">
      <h2 id={`menu-${menu.slug}`} className="font-display text-2xl">
        {texts.names[menu.slug as 'main' | 'footer'] ?? menu.slug}
      </h2>
      <ol className="flex flex-col gap-4">
        {items.map((item, index) => (
          <li key={index} className="flex flex-col gap-2 border-b border-line pb-4">
            <Entry
              link={item}
              path={`items.${index}`}
              label={`${texts.entry} ${index + 1}`}
              texts={texts}
              errors={errors}
              first={index === 0}
              last={index === items.length - 1}
              onChange={(link) => setItem(index, { ...item, ...link })}
              onMove={(by) => setItems(move(items, index, index + by))}
              onRemove={() => setItems(items.filter((_, i) => i !== index))}
            />
            <ol className="ml-6 flex flex-col gap-2">
              {item.children.map((child, childIndex) => (
                <li key={childIndex}>
                  <Entry
                    link={child}
                    path={`items.${index}.children.${childIndex}`}
                    label={`${texts.entry} ${index + 1}.${childIndex + 1}`}
                    texts={texts}
                    errors={errors}
                    first={childIndex === 0}
                    last={childIndex === item.children.length - 1}
                    onChange={(link) => setItem(index, { ...item, children: item.children.map((current, i) => (i === childIndex ? link : current)) })}
                    onMove={(by) => setItem(index, { ...item, children: move(item.children, childIndex, childIndex + by) })}
                    onRemove={() => setItem(index, { ...item, children: item.children.filter((_, i) => i !== childIndex) })}
                  />
                </li>
              ))}
            </ol>
            <button type="button" onClick={() => setItem(index, { ...item, children: [...item.children, blank] })} className="ml-6 self-start text-sm underline">
              {texts.addChild}
            </button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => setItems([...items, { ...blank, children: [] }])} className="h-10 border border-ink px-4 text-sm">
          {texts.add}
        </button>
        <button type="button" onClick={() => void save()} disabled={busy} className="h-10 bg-ink px-5 text-sm text-canvas disabled:opacity-50">
          {texts.save}
        </button>
      </div>
      {message ? (
        <Notice tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      ) : null}
    </section>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import type { AdminCategory, AdminCategoryInput, AdminCategoryTexts } from '../../../api/contract/blog-admin';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { adminMessages, adminT } from '../messages';
import { errorMessage, JournalError, useCategories, useCategoryMutations, type FieldErrors, type JournalTexts } from './journal-api';
import { dangerButton, fieldId, LanguageTabs, primaryButton, quietButton, SaveStatus, TextInput, type SaveState } from './journal-fields';

const CATEGORY_FORM = 'category';
const emptyTexts: AdminCategoryTexts = { slug: '', title: '', description: null, meta_description: null };
const newCategory: AdminCategoryInput = { sort_order: 0, translations: { nl: emptyTexts, en: emptyTexts } };
const inputOf = (category: AdminCategory): AdminCategoryInput => ({ sort_order: category.sort_order, translations: category.translations });

/** One category's form (`category` null: a new one); `onDone` after a save or delete. */
function CategoryForm({ category, locale, onDone }: { category: AdminCategory | null; locale: Locale; onDone: (message: string) => void }) {
  const texts = adminMessages[locale].journal;
  const [input, setInput] = useState<AdminCategoryInput>(category ? inputOf(category) : newCategory);
  const [sortText, setSortText] = useState(String(input.sort_order));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>(null);
  const form = useRef<HTMLFormElement>(null);
  const { save, remove } = useCategoryMutations(locale);
  const changeTexts = (language: Locale, part: Partial<AdminCategoryTexts>) => setInput((current) => ({ ...current, translations: { ...current.translations, [language]: { ...current.translations[language], ...part } } }));

  useEffect(() => {
    if (Object.keys(errors).length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const fail = (error: unknown) => {
    setErrors(error instanceof JournalError ? error.fields : {});
    setState({ tone: 'error', ...errorMessage(error, texts) });
  };
  async function submit(): Promise<void> {
    setState({ tone: 'info', text: texts.saving });
    // What is not a whole number is sent as NaN, which the API refuses at the field.
    const sortOrder = /^\s*\d+\s*$/.test(sortText) ? Number(sortText) : Number.NaN;
    await save.mutateAsync({ id: category?.id ?? null, revision: category?.revision ?? null, input: { ...input, sort_order: sortOrder } }).then(() => onDone(texts.saved), fail);
  }
  async function removeCategory(): Promise<void> {
    if (!category || !window.confirm(texts.confirmRemoveCategory)) return;
    await remove.mutateAsync(category.id).then(() => onDone(texts.saved), fail);
  }

  const busy = save.isPending || remove.isPending;
  const props = { prefix: CATEGORY_FORM, errors };
  return (
    <form ref={form} noValidate aria-labelledby="category-form-title" onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }} className="flex flex-col gap-4 border border-line p-4">
      <h2 id="category-form-title" className="font-display text-2xl">
        {category ? texts.editCategory : texts.newCategory}
      </h2>
      <Field id={fieldId(CATEGORY_FORM, 'sort_order')} label={texts.sortOrder} hint={texts.sortOrderHint} error={errors.sort_order}>
        {(control) => <input {...control} inputMode="numeric" value={sortText} onChange={(event) => setSortText(event.target.value)} className={`${fieldControlClass} max-w-40`} />}
      </Field>
      <LanguageTabs errors={errors} texts={texts}>
        {(language) => {
          const path = (name: string) => `translations.${language}.${name}`;
          const text = input.translations[language];
          return (
            <>
              <TextInput {...props} path={path('title')} label={texts.postTitle} required value={text.title} onChange={(title) => changeTexts(language, { title })} />
              <TextInput {...props} path={path('slug')} label={texts.slug} hint={texts.slugHint} required value={text.slug} onChange={(slug) => changeTexts(language, { slug })} />
              <TextInput {...props} path={path('description')} label={texts.description} rows={3} value={text.description ?? ''} onChange={(value) => changeTexts(language, { description: value || null })} />
              <TextInput {...props} path={path('meta_description')} label={texts.metaDescription} rows={2} value={text.meta_description ?? ''} onChange={(value) => changeTexts(language, { meta_description: value || null })} />
            </>
          );
        }}
      </LanguageTabs>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          {texts.save}
        </button>
        <button type="button" onClick={() => onDone('')} disabled={busy} className={quietButton}>
          {texts.cancel}
        </button>
        {category ? (
          <button type="button" onClick={() => void removeCategory()} disabled={busy} className={dangerButton}>
            {texts.remove}
          </button>
        ) : null}
      </div>
      <SaveStatus state={state} texts={texts} />
    </form>
  );
}

function CategoryRow({ category, locale, texts, onEdit }: { category: AdminCategory; locale: Locale; texts: JournalTexts; onEdit: () => void }) {
  const t = adminT(locale);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3">
      <div className="flex flex-col">
        <span>
          {category.translations.nl.title} / {category.translations.en.title}
        </span>
        <span className="text-xs text-ink-muted">
          {category.translations.nl.slug} · {category.translations.en.slug} · {t('journal.postsCount', { count: category.posts_count })}
        </span>
      </div>
      <button type="button" onClick={onEdit} aria-label={`${texts.edit}: ${category.translations[locale].title}`} className={quietButton}>
        {texts.edit}
      </button>
    </li>
  );
}

/** The journal's categories: the list, and one form at a time to make or edit one. */
export function CategoryEditor({ categories, locale }: { categories: AdminCategory[]; locale: Locale }) {
  const texts = adminMessages[locale].journal;
  const list = useCategories(locale, categories).data ?? categories;
  // `new`, a category's id, or nothing being edited.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [done, setDone] = useState('');
  const chosen = typeof editing === 'number' ? (list.find((category) => category.id === editing) ?? null) : null;
  const open = (which: 'new' | number) => {
    setDone('');
    setEditing(which);
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <button type="button" onClick={() => open('new')} className={primaryButton}>
          {texts.newCategory}
        </button>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-success">
        {done}
      </p>
      {editing !== null ? (
        <CategoryForm
          key={editing}
          category={chosen}
          locale={locale}
          onDone={(message) => {
            setDone(message);
            setEditing(null);
          }}
        />
      ) : null}
      <ul className="flex flex-col">
        {list.map((category) => (
          <CategoryRow key={category.id} category={category} locale={locale} texts={texts} onEdit={() => open(category.id)} />
        ))}
      </ul>
    </div>
  );
}

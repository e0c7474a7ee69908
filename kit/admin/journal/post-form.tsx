'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { AdminAuthor, AdminCategory, AdminPost, AdminPostInput, AdminPostTexts } from '../../../api/contract/blog-admin';
import { locales, type Locale } from '../../../domain/locale';
import { RichTextField } from '../marketing/rich-text-field';
import { adminMessages } from '../messages';
import { errorMessage, JournalError, useAuthors, useCategories, usePostMutations, type FieldErrors } from './journal-api';
import { dangerButton, fieldId, LanguageTabs, primaryButton, SaveStatus, TextInput, type SaveState } from './journal-fields';
import { POST_FORM, PublicationFields, publishedAtOf, SettingsFields, type Publication } from './post-settings';

const emptyTexts: AdminPostTexts = { slug: '', title: '', excerpt: '', body: '', meta_description: null, tags: [] };
const newPost: AdminPostInput = { type: 'article', author_id: null, cover_media_id: null, published_at: null, category_ids: [], translations: { nl: emptyTexts, en: emptyTexts } };

/** The record's editable fields (what a save sends). */
const inputOf = ({ id: _id, revision: _revision, status: _status, created_at: _created, updated_at: _updated, ...input }: AdminPost): AdminPostInput => input;
const publicationOf = (input: AdminPostInput): Publication => ({ mode: input.published_at ? 'at' : 'draft', at: input.published_at });
const tagsTextOf = (input: AdminPostInput) => ({ nl: input.translations.nl.tags.join(', '), en: input.translations.en.tags.join(', ') });
const tagsOf = (text: string) => text.split(',').map((tag) => tag.trim()).filter(Boolean);

/** Where a published post is on the storefront in the back office's language: its first category's section, else its type's. */
function storefrontPath(post: AdminPost, categories: AdminCategory[], locale: Locale): string {
  const section = categories.find((category) => category.id === post.category_ids[0])?.translations[locale].slug ?? post.type;
  return `${locale === 'nl' ? '' : `/${locale}`}/articles/${section}/${post.translations[locale].slug}`;
}

/** A journal post's form: settings, publication, and the texts per language (title, address, introduction, rich text, tags). */
export function PostForm({ post, authors, categories, locale }: { post: AdminPost | null; authors: AdminAuthor[]; categories: AdminCategory[]; locale: Locale }) {
  const texts = adminMessages[locale].journal;
  const [stored, setStored] = useState<AdminPost | null>(post);
  const [input, setInput] = useState<AdminPostInput>(post ? inputOf(post) : newPost);
  const [publication, setPublication] = useState<Publication>(publicationOf(input));
  const [tagsText, setTagsText] = useState(tagsTextOf(input));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>(null);
  const form = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const { save, remove } = usePostMutations(locale);
  const authorList = useAuthors(locale, authors).data ?? authors;
  const categoryList = useCategories(locale, categories).data ?? categories;

  useEffect(() => {
    if (Object.keys(errors).length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = (part: Partial<AdminPostInput>) => setInput((current) => ({ ...current, ...part }));
  const changeTexts = (language: Locale, part: Partial<AdminPostTexts>) => setInput((current) => ({ ...current, translations: { ...current.translations, [language]: { ...current.translations[language], ...part } } }));

  async function submit(): Promise<void> {
    setState({ tone: 'info', text: texts.saving });
    const translations = Object.fromEntries(locales.map((language) => [language, { ...input.translations[language], tags: tagsOf(tagsText[language]) }])) as AdminPostInput['translations'];
    try {
      const saved = await save.mutateAsync({ id: stored?.id ?? null, revision: stored?.revision ?? null, input: { ...input, translations, published_at: publishedAtOf(publication) } });
      const savedInput = inputOf(saved);
      if (!stored) window.history.replaceState(null, '', `/admin/journal/posts/${saved.id}`);
      setStored(saved);
      setInput(savedInput);
      setPublication(publicationOf(savedInput));
      setTagsText(tagsTextOf(savedInput));
      setErrors({});
      setState({ tone: 'success', text: `${texts.saved} ${texts.statuses[saved.status]}.` });
    } catch (error) {
      setErrors(error instanceof JournalError ? error.fields : {});
      setState({ tone: 'error', ...errorMessage(error, texts) });
    }
  }

  async function removePost(): Promise<void> {
    if (!stored || !window.confirm(texts.confirmRemove)) return;
    try {
      await remove.mutateAsync(stored.id);
      router.push('/admin/journal');
    } catch (error) {
      setState({ tone: 'error', ...errorMessage(error, texts) });
    }
  }

  const busy = save.isPending || remove.isPending;
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-6"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <SettingsFields value={input} onChange={change} authors={authorList} categories={categoryList} errors={errors} texts={texts} locale={locale} />
        <PublicationFields value={publication} onChange={setPublication} errors={errors} texts={texts} />
      </div>
      <LanguageTabs errors={errors} texts={texts}>
        {(language) => {
          const path = (name: string) => `translations.${language}.${name}`;
          const text = input.translations[language];
          const props = { prefix: POST_FORM, errors };
          return (
            <>
              <TextInput {...props} path={path('title')} label={texts.postTitle} required value={text.title} onChange={(title) => changeTexts(language, { title })} />
              <TextInput {...props} path={path('slug')} label={texts.slug} hint={texts.slugHint} required value={text.slug} onChange={(slug) => changeTexts(language, { slug })} />
              <TextInput {...props} path={path('excerpt')} label={texts.excerpt} rows={3} value={text.excerpt} onChange={(excerpt) => changeTexts(language, { excerpt })} />
              <RichTextField id={fieldId(POST_FORM, path('body'))} label={texts.body} value={text.body} onChange={(body) => changeTexts(language, { body })} error={errors[path('body')]} texts={adminMessages[locale].marketing.editor} />
              <TextInput {...props} path={path('meta_description')} label={texts.metaDescription} rows={2} value={text.meta_description ?? ''} onChange={(value) => changeTexts(language, { meta_description: value || null })} />
              <TextInput {...props} path={path('tags')} label={texts.tags} hint={texts.tagsHint} value={tagsText[language]} onChange={(value) => setTagsText((current) => ({ ...current, [language]: value }))} />
            </>
          );
        }}
      </LanguageTabs>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          {texts.save}
        </button>
        {stored ? (
          <button type="button" onClick={() => void removePost()} disabled={busy} className={dangerButton}>
            {texts.remove}
          </button>
        ) : null}
        {stored?.status === 'published' ? (
          <a href={storefrontPath(stored, categoryList, locale)} className="text-sm underline underline-offset-4">
            {texts.view}
          </a>
        ) : null}
      </div>
      <SaveStatus state={state} texts={texts} />
    </form>
  );
}

'use client';

import type { AdminAuthor, AdminCategory, AdminPostInput } from '../../../api/contract/blog-admin';
import { blogPostTypes, type BlogPostType } from '../../../api/contract/blog';
import type { Locale } from '../../../domain/locale';
import { Field, FieldNotes, fieldControlClass, fieldDescribedBy } from '../../ui/field';
import { useHydrated } from '../../ui/use-hydrated';
import { fromLocalInput, toLocalInput } from '../local-time';
import { MediaField } from '../media/media-field';
import type { FieldErrors, JournalTexts } from './journal-api';
import { errorAt, fieldId } from './journal-fields';

export const POST_FORM = 'post';

/** How a post is to be published: not (a draft), at the moment of saving, or at a chosen moment. */
export type PublishMode = 'draft' | 'now' | 'at';
export interface Publication {
  mode: PublishMode;
  /** The chosen moment (ISO), for `at`. */
  at: string | null;
}

type Settings = Pick<AdminPostInput, 'type' | 'author_id' | 'cover_media_id' | 'category_ids'>;

/** The moment a post's publication sends: none for a draft, now, or the chosen one ('' when none is chosen, which the API refuses at the field). */
export function publishedAtOf(publication: Publication): string | null {
  if (publication.mode === 'draft') return null;
  return publication.mode === 'now' ? new Date().toISOString() : (publication.at ?? '');
}

export function PublicationFields({ value, onChange, errors, texts }: { value: Publication; onChange: (value: Publication) => void; errors: FieldErrors; texts: JournalTexts }) {
  const hydrated = useHydrated();
  const modes = [
    ['draft', texts.draft],
    ['now', texts.publishNow],
    ['at', texts.publishAt],
  ] as const;
  return (
    <fieldset className="flex flex-col gap-3 border border-line p-4">
      <legend className="px-1 font-display text-xl">{texts.publication}</legend>
      {modes.map(([mode, label]) => (
        <label key={mode} className="flex items-center gap-2 text-sm">
          <input type="radio" name="post-publication" value={mode} checked={value.mode === mode} onChange={() => onChange({ ...value, mode })} className="size-4" />
          {label}
        </label>
      ))}
      {value.mode === 'at' ? (
        <Field id={fieldId(POST_FORM, 'published_at')} label={texts.publishedAt} error={errors.published_at}>
          {(control) => <input {...control} type="datetime-local" disabled={!hydrated} value={hydrated ? toLocalInput(value.at) : ''} onChange={(event) => onChange({ ...value, at: fromLocalInput(event.target.value) })} className={fieldControlClass} />}
        </Field>
      ) : (
        <FieldNotes id={fieldId(POST_FORM, 'published_at')} error={errors.published_at} />
      )}
    </fieldset>
  );
}

function CategoryChoices({ value, onChange, categories, errors, texts, locale }: { value: number[]; onChange: (ids: number[]) => void; categories: AdminCategory[]; errors: FieldErrors; texts: JournalTexts; locale: Locale }) {
  const problem = errorAt(errors, 'category_ids');
  const id = fieldId(POST_FORM, 'category_ids');
  const toggle = (categoryId: number, on: boolean) => onChange(on ? [...value, categoryId] : value.filter((chosen) => chosen !== categoryId));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={fieldDescribedBy(id, undefined, problem)}>
      <legend className="mb-1 text-sm">{texts.categories}</legend>
      {categories.length === 0 ? <p className="text-sm text-ink-soft">{texts.noCategories}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {categories.map((category) => (
          <label key={category.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value.includes(category.id)} onChange={(event) => toggle(category.id, event.target.checked)} className="size-4" />
            {category.translations[locale].title || category.translations.nl.title}
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={problem} />
    </fieldset>
  );
}

/** Type, author, categories and cover. */
export function SettingsFields({ value, onChange, authors, categories, errors, texts, locale }: { value: Settings; onChange: (change: Partial<Settings>) => void; authors: AdminAuthor[]; categories: AdminCategory[]; errors: FieldErrors; texts: JournalTexts; locale: Locale }) {
  return (
    <fieldset className="flex flex-col gap-4 border border-line p-4">
      <legend className="px-1 font-display text-xl">{texts.settings}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId(POST_FORM, 'type')} label={texts.type} error={errors.type}>
          {(control) => (
            <select {...control} value={value.type} onChange={(event) => onChange({ type: event.target.value as BlogPostType })} className={fieldControlClass}>
              {blogPostTypes.map((type) => (
                <option key={type} value={type}>
                  {texts.types[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={fieldId(POST_FORM, 'author_id')} label={texts.author} error={errors.author_id}>
          {(control) => (
            <select {...control} value={value.author_id ?? ''} onChange={(event) => onChange({ author_id: event.target.value ? Number(event.target.value) : null })} className={fieldControlClass}>
              <option value="">{texts.noAuthor}</option>
              {authors.map((author) => (
                <option key={author.id} value={author.id}>
                  {author.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <CategoryChoices value={value.category_ids} onChange={(category_ids) => onChange({ category_ids })} categories={categories} errors={errors} texts={texts} locale={locale} />
      <div className="flex flex-col gap-1.5">
        <MediaField value={value.cover_media_id} onChange={(cover_media_id) => onChange({ cover_media_id })} label={texts.cover} locale={locale} />
        <FieldNotes id={fieldId(POST_FORM, 'cover_media_id')} error={errors.cover_media_id} />
      </div>
    </fieldset>
  );
}

'use client';

import { useState } from 'react';
import type { AdminPopup, PopupInput, PopupTexts } from '../../../api/contract/marketing-admin';
import { POPUP_FREQUENCY } from '../../../domain/content/page-match';
import type { Locale } from '../../../domain/locale';
import { Checkbox, LanguageTabs, MediaInput, NumberInput, RunFields, TextInput, type MarketingTexts } from './promotion-fields';
import { SaveBar, usePromotionSave } from './promotion-save';
import { RichTextField } from './rich-text-field';

const emptyTexts: PopupTexts = { title: '', content: '', button_text: null, button_url: null };

/** A new popup: off until switched on, on every page, once per visitor. */
export const newPopup: PopupInput = {
  active: false,
  priority: 0,
  frequency: POPUP_FREQUENCY.ONCE,
  pages: [],
  starts_at: null,
  ends_at: null,
  subscription: false,
  image_media_id: null,
  translations: { nl: emptyTexts, en: emptyTexts },
};

/** The record's editable fields (what a save sends). */
const inputOf = ({ id: _id, lock_version: _lock, updated_at: _at, ...input }: AdminPopup): PopupInput => input;

/** A popup's form: when and where, how it shows, and its texts per language (title, HTML, button). */
export function PopupForm({ popup, texts, locale }: { popup: AdminPopup | null; texts: MarketingTexts; locale: Locale }) {
  const [input, setInput] = useState<PopupInput>(popup ? inputOf(popup) : newPopup);
  const { errors, status, busy, form, save, remove, stored } = usePromotionSave('/popups', popup, texts, locale);
  const change = (part: Partial<PopupInput>) => setInput((current) => ({ ...current, ...part }));
  const changeTexts = (language: Locale, part: Partial<PopupTexts>) => setInput((current) => ({ ...current, translations: { ...current.translations, [language]: { ...current.translations[language], ...part } } }));
  const orNull = (value: string) => (value.trim() === '' ? null : value);

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(input);
      }}
      className="flex flex-col gap-6"
    >
      <RunFields value={input} onChange={change} errors={errors} texts={texts} />
      <fieldset className="flex flex-col gap-4 border border-line p-4">
        <legend className="px-1 font-display text-xl">{texts.display}</legend>
        <NumberInput path="priority" label={texts.priority} hint={texts.priorityHint} value={input.priority} onChange={(priority) => change({ priority })} errors={errors} />
        <Checkbox path="subscription" label={texts.subscription} checked={input.subscription} onChange={(subscription) => change({ subscription })} errors={errors} />
        <MediaInput path="image_media_id" label={texts.image} value={input.image_media_id} onChange={(image_media_id) => change({ image_media_id })} errors={errors} locale={locale} />
      </fieldset>
      <LanguageTabs errors={errors} texts={texts}>
        {(language) => (
          <>
            <TextInput path={`translations.${language}.title`} label={texts.popupTitle} required value={input.translations[language].title} onChange={(title) => changeTexts(language, { title })} errors={errors} />
            <RichTextField id={`promo-translations-${language}-content`} label={texts.content} value={input.translations[language].content} onChange={(content) => changeTexts(language, { content })} error={errors[`translations.${language}.content`]} texts={texts.editor} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput path={`translations.${language}.button_text`} label={texts.buttonText} hint={texts.buttonHint} value={input.translations[language].button_text ?? ''} onChange={(value) => changeTexts(language, { button_text: orNull(value) })} errors={errors} />
              <TextInput path={`translations.${language}.button_url`} label={texts.buttonUrl} value={input.translations[language].button_url ?? ''} onChange={(value) => changeTexts(language, { button_url: orNull(value) })} errors={errors} />
            </div>
          </>
        )}
      </LanguageTabs>
      <SaveBar busy={busy} status={status} canRemove={stored !== null} onRemove={() => void remove()} texts={texts} />
    </form>
  );
}

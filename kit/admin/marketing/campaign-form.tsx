'use client';

import { useState } from 'react';
import type { AdminCampaign, CampaignInput, CampaignTexts } from '../../../api/contract/marketing-admin';
import { POPUP_FREQUENCY } from '../../../domain/content/page-match';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { Checkbox, fieldId, LanguageTabs, MediaInput, NumberInput, RunFields, TextInput, type FieldErrors, type MarketingTexts } from './promotion-fields';
import { SaveBar, usePromotionSave } from './promotion-save';
import { RichTextField } from './rich-text-field';

type Options = NonNullable<CampaignInput['promotion_banner_options']>;
const bannerSizes = ['1x1', '1x2', '2x2', '1x4'] as const;
const emptyTexts: CampaignTexts = { popup_text: null, top_bar_text: null, promotion_banner_text: null };
const defaultOptions: Options = { size: '1x1', position: 0, skip_rows: 0, url: null };

/** A new campaign: off until switched on, every page, its popup once per visitor. */
export const newCampaign: CampaignInput = {
  active: false,
  starts_at: null,
  ends_at: null,
  frequency: POPUP_FREQUENCY.ONCE,
  pages: [],
  is_popup: false,
  is_top_bar_text: true,
  promotion_banner: false,
  promotion_banner_media_id: null,
  promotion_banner_options: defaultOptions,
  translations: { nl: emptyTexts, en: emptyTexts },
};

const inputOf = ({ id: _id, lock_version: _lock, updated_at: _at, ...input }: AdminCampaign): CampaignInput => ({ ...input, promotion_banner_options: input.promotion_banner_options ?? defaultOptions });

/** Where the banner sits in the catalogue grid and where it leads. */
function BannerOptions({ value, onChange, errors, texts }: { value: Options; onChange: (options: Options) => void; errors: FieldErrors; texts: MarketingTexts }) {
  const path = (name: string) => `promotion_banner_options.${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={fieldId(path('size'))} label={texts.bannerSize} error={errors[path('size')] ?? errors.promotion_banner_options}>
        {(control) => (
          <select {...control} value={value.size} onChange={(event) => onChange({ ...value, size: event.target.value as Options['size'] })} className={fieldControlClass}>
            {bannerSizes.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        )}
      </Field>
      <TextInput path={path('url')} label={texts.bannerUrl} value={value.url ?? ''} onChange={(url) => onChange({ ...value, url: url.trim() === '' ? null : url })} errors={errors} />
      <NumberInput path={path('position')} label={texts.bannerPosition} value={value.position} onChange={(position) => onChange({ ...value, position })} errors={errors} />
      <NumberInput path={path('skip_rows')} label={texts.bannerSkipRows} value={value.skip_rows} onChange={(skip_rows) => onChange({ ...value, skip_rows })} errors={errors} />
    </div>
  );
}

/** A campaign's form: when and where, which parts show (top bar, popup, catalogue banner), and their texts per language. */
export function CampaignForm({ campaign, texts, locale }: { campaign: AdminCampaign | null; texts: MarketingTexts; locale: Locale }) {
  const [input, setInput] = useState<CampaignInput>(campaign ? inputOf(campaign) : newCampaign);
  const { errors, status, busy, form, save, remove, stored } = usePromotionSave('/campaigns', campaign, texts, locale);
  const change = (part: Partial<CampaignInput>) => setInput((current) => ({ ...current, ...part }));
  const changeText = (language: Locale, name: keyof CampaignTexts, html: string) =>
    setInput((current) => ({ ...current, translations: { ...current.translations, [language]: { ...current.translations[language], [name]: html === '' ? null : html } } }));
  const html = (language: Locale, name: keyof CampaignTexts, label: string) => (
    <RichTextField id={fieldId(`translations.${language}.${name}`)} label={label} value={input.translations[language][name] ?? ''} onChange={(value) => changeText(language, name, value)} error={errors[`translations.${language}.${name}`]} texts={texts.editor} />
  );

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
        <Checkbox path="is_top_bar_text" label={texts.isTopBarText} checked={input.is_top_bar_text} onChange={(is_top_bar_text) => change({ is_top_bar_text })} errors={errors} />
        <Checkbox path="is_popup" label={texts.isPopup} checked={input.is_popup} onChange={(is_popup) => change({ is_popup })} errors={errors} />
        <Checkbox path="promotion_banner" label={texts.promotionBanner} checked={input.promotion_banner} onChange={(promotion_banner) => change({ promotion_banner })} errors={errors} />
        <MediaInput path="promotion_banner_media_id" label={texts.bannerMedia} value={input.promotion_banner_media_id} onChange={(promotion_banner_media_id) => change({ promotion_banner_media_id })} errors={errors} locale={locale} />
        <BannerOptions value={input.promotion_banner_options ?? defaultOptions} onChange={(promotion_banner_options) => change({ promotion_banner_options })} errors={errors} texts={texts} />
      </fieldset>
      <LanguageTabs errors={errors} texts={texts}>
        {(language) => (
          <>
            {html(language, 'top_bar_text', texts.topBarText)}
            {html(language, 'popup_text', texts.popupText)}
            {html(language, 'promotion_banner_text', texts.bannerText)}
          </>
        )}
      </LanguageTabs>
      <SaveBar busy={busy} status={status} canRemove={stored !== null} onRemove={() => void remove()} texts={texts} />
    </form>
  );
}

import type { TFunction } from 'i18next';
import type { Locale } from '../../domain/locale';
import type { SizeSlug } from '../../domain/sizing/size-charts';
import { SizeChart } from './size-tables';

/** The message group of each size slug. */
export const sizeTexts: Record<SizeSlug, 'ring' | 'necklace' | 'bracelet'> = {
  'ring-size': 'ring',
  'necklace-size': 'necklace',
  'bracelet-size': 'bracelet',
};

/** A list of texts from the messages (steps, tips). */
function texts(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * One size: how to measure (numbered steps, then tips) beside its chart. The section's id is the
 * slug, so a product page can link straight to it (`/maatgids#ring-size`).
 */
export function SizePart({ slug, t, locale }: { slug: SizeSlug; t: TFunction; locale: Locale }) {
  const group = `sizeGuide.${sizeTexts[slug]}`;
  // Only a ring can be measured from one that already fits.
  const alternative = slug === 'ring-size' ? t('sizeGuide.ring.alternative') : '';
  const tips = texts(t, `${group}.tips`);
  return (
    <section id={slug} aria-labelledby={`${slug}-title`} data-size={slug} className="grid scroll-mt-24 gap-8 border-t border-line pt-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h3 id={`${slug}-title`} className="font-display text-2xl leading-tight text-ink md:text-3xl">
            {t(`${group}.title`)}
          </h3>
          <p className="text-base leading-relaxed text-ink-soft">{t(`${group}.intro`)}</p>
        </header>
        <div className="flex flex-col gap-4">
          <h4 className="text-sm font-medium tracking-[0.14em] text-ink uppercase">{t('sizeGuide.howToMeasure')}</h4>
          <ol className="flex flex-col gap-4">
            {texts(t, `${group}.steps`).map((step, i) => (
              <li key={i} className="flex gap-4">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full border border-brand font-display text-lg text-brand">
                  {i + 1}
                </span>
                <p className="pt-1 text-sm leading-relaxed text-ink-soft">{step}</p>
              </li>
            ))}
          </ol>
          {alternative ? <p className="border-l-2 border-brand bg-brand-soft/60 px-4 py-3 text-sm leading-relaxed text-ink-soft">{alternative}</p> : null}
        </div>
        {tips.length > 0 ? (
          <div className="flex flex-col gap-3">
            <h4 className="text-sm font-medium tracking-[0.14em] text-ink uppercase">{t('sizeGuide.goodToKnow')}</h4>
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed text-ink-soft marker:text-brand">
              {tips.map((tip, i) => (
                <li key={i}>{tip}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div>
        <SizeChart slug={slug} t={t} locale={locale} />
      </div>
    </section>
  );
}

import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import { CaratSection } from '../../kit/carat/carat-section';
import type { BlockProps } from '../types';
import type { SizeGuideBlock } from './schema';
import { SizePart, sizeTexts } from './size-part';

/**
 * The size guide: per chosen size a chart with how to measure, then (when its data asks) the
 * carat section. With more than one part, a row of links to each. Nothing to show: nothing.
 */
export function SizeGuide({ block, locale }: BlockProps<SizeGuideBlock>) {
  const { title, intro, sizes, carat, link } = block.data;
  const showCarat = carat !== undefined && carat.shapes.length > 0;
  if (sizes.length === 0 && !showCarat) return null;
  const t = getT(locale);
  const id = `size-guide-${block.id}`;
  const caratId = `${id}-carat`;
  const parts = [
    ...sizes.map((slug) => ({ href: `#${slug}`, label: t(`sizeGuide.${sizeTexts[slug]}.title`) })),
    ...(showCarat ? [{ href: `#${caratId}`, label: carat.title ?? t('sizeGuide.carat.title') }] : []),
  ];
  return (
    <section aria-labelledby={`${id}-title`} data-block="size-guide" data-block-id={block.id} className="flex flex-col gap-10">
      <header className="flex max-w-prose flex-col gap-3">
        <h2 id={`${id}-title`} className="font-display text-3xl leading-tight text-ink md:text-4xl">
          {title ?? t('sizeGuide.title')}
        </h2>
        {intro ? <p className="text-base leading-relaxed text-ink-soft">{intro}</p> : null}
      </header>
      {parts.length > 1 ? (
        <nav aria-label={t('sizeGuide.contents')}>
          <ul className="flex flex-wrap gap-2">
            {parts.map((part) => (
              <li key={part.href}>
                <a href={part.href} className="inline-flex h-9 items-center rounded-full border border-line bg-surface px-4 text-sm text-ink transition-colors hover:border-brand hover:text-brand motion-reduce:transition-none">
                  {part.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sizes.map((slug) => (
        <SizePart key={slug} slug={slug} t={t} locale={locale} />
      ))}
      {showCarat ? (
        <section id={caratId} aria-labelledby={`${caratId}-title`} className="scroll-mt-24 border-t border-line pt-10">
          <CaratSection id={caratId} data={carat} locale={locale} level={3} />
        </section>
      ) : null}
      {link ? (
        <p className="border-t border-line pt-8 text-sm">
          <a href={localizePath(link.url, locale)} className="text-brand underline decoration-1 underline-offset-4 hover:text-brand-strong">
            {link.text}
          </a>
        </p>
      ) : null}
    </section>
  );
}

import type { Locale } from '../../domain/locale';
import { CARAT_TABLES_PATH } from './carat-tables';
import { getT } from '../i18n';
import { caratSelectorLabels } from './carat-labels';
import type { CaratSelectorData } from './carat-schema';
import { LazyCaratSelector } from './carat-selector.lazy';

interface CaratSectionProps {
  /** Unique on the page: names the heading and the island's fields. */
  id: string;
  data: CaratSelectorData;
  locale: Locale;
  /** h2 as a block of its own, h3 inside the size guide. */
  level: 2 | 3;
}

/** The shape selector with its heading and intro; the island loads the tables in the browser. */
export function CaratSection({ id, data, locale, level }: CaratSectionProps) {
  const t = getT(locale);
  const Heading = level === 2 ? 'h2' : 'h3';
  const shape = data.shapes.includes(data.shape) ? data.shape : data.shapes[0]!;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex max-w-prose flex-col gap-3">
        <Heading id={`${id}-title`} className={level === 2 ? 'font-display text-3xl leading-tight text-ink md:text-4xl' : 'font-display text-2xl leading-tight text-ink md:text-3xl'}>
          {data.title ?? t('sizeGuide.carat.title')}
        </Heading>
        <p className="text-base leading-relaxed text-ink-soft">{data.intro ?? t('sizeGuide.carat.intro')}</p>
      </header>
      <LazyCaratSelector id={id} locale={locale} src={CARAT_TABLES_PATH} shapes={data.shapes} shape={shape} mm={data.mm} labels={caratSelectorLabels(t)} />
    </div>
  );
}

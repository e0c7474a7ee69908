import { getT } from '../../kit/i18n';
import { sanitizeHtml } from '../../domain/html';
import type { BlockProps } from '../types';
import { LazyFaqAccordion } from './accordion.lazy';
import type { AccordionBlock } from './schema';

/**
 * An FAQ: each question a button that opens its answer (Radix Accordion, in a lazily loaded
 * island). Answers are sanitised here, on render, whatever the CMS sent. Nothing without items.
 */
export function AccordionSection({ block, locale }: BlockProps<AccordionBlock>) {
  const { title, intro, items, multiple, open_first } = block.data;
  if (items.length === 0) return null;
  const headingId = `accordion-${block.id}-title`;
  const faq = items.map((item, i) => ({ id: `${block.id}-${i}`, title: item.title, html: sanitizeHtml(item.html).trim() }));
  return (
    <section data-block="accordion" data-block-id={block.id} aria-labelledby={headingId}>
      <header className="mb-6 flex flex-col gap-3 md:mb-8">
        <h2 id={headingId} className="font-display text-3xl leading-tight text-ink md:text-4xl">
          {title ?? getT(locale)('contentBlocks.faqTitle')}
        </h2>
        {intro ? <p className="text-base text-ink-muted">{intro}</p> : null}
      </header>
      <LazyFaqAccordion items={faq} multiple={multiple} open={open_first ? [faq[0]!.id] : []} />
    </section>
  );
}

import { localizePath } from '../../kit/i18n/paths';
import { getT } from '../../kit/i18n';
import { showsForProduct } from '../../domain/catalogue/product-categories';
import type { BlockProps } from '../types';
import type { DiamondKnowledgeBlock } from './schema';

/** Editorial about the 4 C's, only on products of the listed categories (engagement rings). */
export function DiamondKnowledge({ block, locale, context }: BlockProps<DiamondKnowledgeBlock>) {
  const { title, intro, items, link } = block.data;
  if (items.length === 0 || !showsForProduct(block, context?.product?.categories)) return null;
  const heading = title ?? getT(locale)('product.diamondKnowledge');
  const headingId = `diamond-knowledge-${block.id}-title`;
  return (
    <section aria-labelledby={headingId} data-block="diamond-knowledge" data-block-id={block.id}>
      <div className="grid gap-10 bg-surface px-6 py-10 md:px-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16 lg:px-14 lg:py-14">
        <header className="flex flex-col gap-4">
          <h2 id={headingId} className="font-display text-3xl leading-tight text-ink md:text-4xl">
            {heading}
          </h2>
          {intro ? <p className="text-base leading-relaxed text-ink-soft">{intro}</p> : null}
          {link ? (
            <a href={localizePath(link.url, locale)} className="mt-2 w-fit text-sm text-brand underline decoration-1 underline-offset-4 hover:text-brand-strong">
              {link.text}
            </a>
          ) : null}
        </header>
        <ol className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
          {items.map((item, i) => (
            <li key={i} className="flex gap-4 border-t border-line pt-5">
              <span aria-hidden="true" className="font-display text-3xl leading-none text-brand">
                {i + 1}
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-medium tracking-[0.14em] text-ink uppercase">{item.title}</h3>
                <p className="text-sm leading-relaxed text-ink-soft">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

import { localizePath } from '../../kit/i18n/paths';
import { cn } from '../../kit/ui/cn';
import type { BlockProps } from '../types';
import type { CategoriesBlock } from './schema';
import { mediaSrcSet } from '../../domain/media/variants';

/** From xl up the grid takes as many columns as there are tiles, at most six. */
const xlColumns: Record<number, string> = {
  4: 'xl:grid-cols-4',
  5: 'xl:grid-cols-5',
  6: 'xl:grid-cols-6',
};

/** "Shop by category": image tiles linking to listings. Renders nothing without tiles. */
export function Categories({ block, locale }: BlockProps<CategoriesBlock>) {
  const { title, subtitle, items } = block.data;
  if (items.length === 0) return null;
  const headingId = `categories-${block.id}-title`;

  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      data-block="categories"
      data-block-id={block.id}
    >
      {title || subtitle ? (
        <header className="mx-auto mb-8 max-w-2xl text-center md:mb-12">
          {title ? (
            <h2 id={headingId} className="font-display text-3xl leading-tight font-normal text-ink md:text-4xl">
              {title}
            </h2>
          ) : null}
          {subtitle ? <p className="mt-3 text-base text-ink-muted">{subtitle}</p> : null}
        </header>
      ) : null}
      <ul
        className={cn(
          'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 md:gap-x-6 md:gap-y-10',
          xlColumns[Math.min(items.length, 6)],
        )}
      >
        {items.map((item, i) => (
          <li key={i} data-slot="category-tile">
            <a
              href={localizePath(item.url, locale)}
              className="group block focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
            >
              <div className="aspect-[4/5] overflow-hidden bg-surface">
                <img
                  src={item.image.url}
                  srcSet={mediaSrcSet(item.image)}
                  sizes="(min-width: 1280px) 20vw, (min-width: 768px) 33vw, 50vw"
                  alt={item.image.alt}
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
              </div>
              <span className="mt-4 flex items-center justify-center gap-2 text-center text-xs font-medium tracking-[0.18em] text-ink uppercase">
                <span className="border-b border-transparent pb-0.5 transition-colors group-hover:border-brand group-hover:text-brand">
                  {item.title}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { ServiceIcon } from '../../kit/product/service-icon';
import type { BlockProps } from '../types';
import type { ProductServicesBlock } from './schema';

/** The shop's service promises in a row of icons with short texts. Renders nothing without items. */
export function ProductServices({ block }: BlockProps<ProductServicesBlock>) {
  const { title, items } = block.data;
  if (items.length === 0) return null;
  const headingId = `product-services-${block.id}-title`;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      data-block="product-services"
      data-block-id={block.id}
    >
      {title ? (
        <h2 id={headingId} className="mb-8 text-center font-display text-3xl leading-tight text-ink md:text-4xl">
          {title}
        </h2>
      ) : null}
      <ul className="grid grid-cols-1 border-y border-line xs:grid-cols-2 lg:grid-cols-4">
        {items.map((item, i) => (
          <li key={i} className="flex gap-4 border-line px-2 py-6 xs:px-5 max-xs:not-first:border-t xs:max-lg:nth-[n+3]:border-t xs:even:border-l lg:not-first:border-l">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
              <ServiceIcon name={item.icon} />
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="text-sm font-medium tracking-wide text-ink">{item.title}</h3>
              {item.text ? <p className="text-sm leading-relaxed text-ink-muted">{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

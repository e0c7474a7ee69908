import type { Locale } from '../../domain/locale';
import { isOutOfStock, shownPrice } from '../../domain/pricing/price';
import { CardToggles } from './card-toggles';
import type { CardProduct } from './card-product';
import { Price, type PriceLabels } from './price';

export interface ProductCardLabels extends PriceLabels {
  outOfStock: string;
  /** Names of the toggles, with the product's title in them ("Ring op je verlanglijst"). */
  wishlist: string;
  compare: string;
}

export interface ProductCardProps {
  product: CardProduct;
  /** The product page, localised, e.g. `/en/product/ring?configuration_id=R-YG`. */
  href: string;
  locale: Locale;
  currency: string;
  labels: ProductCardLabels;
  /** Cards of the first row: load the image eagerly (and the very first with high priority). */
  eager?: boolean;
  highPriority?: boolean;
  /** Wishlist and compare toggles (a small client island on the shop's lists). */
  toggles?: boolean;
}

/** Badge look per tone; unknown tones look neutral. */
const badgeTones: Record<string, string> = {
  new: 'bg-ink text-surface',
  sale: 'bg-sale text-surface',
  bestseller: 'bg-brand text-surface',
  limited: 'border border-brand bg-surface text-brand',
  neutral: 'border border-line bg-surface text-ink-soft',
};

/**
 * The listing's product card: packshot with a hover image, badges, title linking to the product
 * page, price (struck-through old price on sale, "from" for ranges) and an out-of-stock state.
 * Its images, badges and link use utilities of host/app/globals.css (card-image, card-badge,
 * card-link): a catalogue page repeats the card 20 times, in the HTML and again in the RSC payload.
 */
export function ProductCard(props: ProductCardProps) {
  const { product, href, locale, currency, labels, eager = false, highPriority = false } = props;
  const price = shownPrice(product);
  const soldOut = isOutOfStock(price.final, product.selected_config ?? product.default_config);
  const primary = product.variant_plp_image?.image ?? product.images[0];
  const hover = product.images[1] && product.images[1].url !== primary?.url ? product.images[1] : undefined;
  const title = product.mixedTranslation.title;

  return (
    <article data-slot="product-card" data-out-of-stock={soldOut || undefined} className="group relative flex h-full flex-col">
      <div className="relative aspect-[4/5] overflow-hidden bg-surface">
        {primary ? (
          <img
            src={primary.url}
            alt={primary.alt}
            width={primary.width}
            height={primary.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={highPriority ? 'high' : 'auto'}
            decoding="async"
            className={`card-image ${hover ? 'group-hover:opacity-0' : ''} ${soldOut ? 'opacity-60' : ''}`}
          />
        ) : null}
        {hover ? (
          <img
            src={hover.url}
            alt=""
            width={hover.width}
            height={hover.height}
            loading="lazy"
            decoding="async"
            data-slot="hover-image"
            className="card-image opacity-0 group-hover:opacity-100"
          />
        ) : null}
        {product.badges.length || soldOut ? (
          <ul className="absolute top-2 left-2 flex flex-col items-start gap-1">
            {soldOut ? <li className="card-badge bg-ink-soft text-surface">{labels.outOfStock}</li> : null}
            {product.badges.map((badge) => (
              <li key={badge.id} data-tone={badge.tone} className={`card-badge ${badgeTones[badge.tone] ?? badgeTones.neutral}`}>
                {badge.name}
              </li>
            ))}
          </ul>
        ) : null}
        {props.toggles ? <CardToggles sku={product.default_sku} labels={labels} /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 pt-3">
        <h3 className="font-display text-base leading-snug text-ink md:text-lg">
          <a href={href} className="card-link">
            {title}
          </a>
        </h3>
        {price.final > 0 ? (
          <Price regular={price.regular} final={price.final} onSale={price.onSale} from={product.start_at_cost} currency={currency} locale={locale} labels={labels} muted={soldOut} />
        ) : null}
      </div>
    </article>
  );
}

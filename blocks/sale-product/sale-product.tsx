import { cache } from 'react';
import type { ProductListItem } from '../../api/contract/products';
import { productPath, toCardProduct } from '../../kit/product/card-product';
import { ProductPrice } from '../../kit/product/product-price';
import { formatMoney } from '../../kit/format/money';
import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import { timeLeft } from '../../kit/product/countdown';
import { shownPrice } from '../../domain/pricing/price';
import { Button } from '../../kit/ui/button';
import { isOnSale } from '../../domain/pricing/price';
import { rowProducts } from '../../kit/product/row-products';
import { SHOP_CURRENCY } from '../../kit/product/product-row-card';
import type { BlockContext, BlockProps } from '../types';
import { LazyPromoCountdown } from '../../kit/product/promo-countdown.lazy';
import type { SaleProductBlock } from './schema';

/** The render's clock, read once: the countdown's first client render matches the server HTML. */
const renderTime = cache(() => Date.now());

/** The product to show at `now`: the named one when on sale, else the catalogue's first on sale, one with a running countdown first. */
export async function saleProduct(block: SaleProductBlock, context: BlockContext, now: number): Promise<ProductListItem | null> {
  const named = block.data.slug ? await context.api.product(block.data.slug).catch(() => null) : null;
  if (named && isOnSale(named)) return named;
  const onSale = (await rowProducts(context.api, { count: 100 })).filter(isOnSale);
  return onSale.find((product) => product.sale_ends_at && timeLeft(product.sale_ends_at, now)) ?? onSale[0] ?? null;
}

/** One product on sale, highlighted: image, old price struck through, save badge, the promo countdown and a link. */
export async function SaleProduct({ block, locale, context }: BlockProps<SaleProductBlock>) {
  if (!context) return null;
  const now = renderTime();
  const product = await saleProduct(block, context, now);
  if (!product) return null;
  const t = getT(locale);
  const price = shownPrice(product);
  const money = (cents: number) => formatMoney(cents, SHOP_CURRENCY, locale);
  const href = localizePath(productPath(toCardProduct(product)), locale);
  const image = product.images[0];
  const name = product.mixedTranslation.title;
  const headingId = `sale-product-${block.id}-title`;
  const counting = product.sale_ends_at && timeLeft(product.sale_ends_at, now) ? product.sale_ends_at : null;

  return (
    <section data-block="sale-product" data-block-id={block.id} aria-labelledby={headingId}>
      <div className="grid overflow-hidden bg-surface md:grid-cols-2">
        {image ? (
          // The product's name is the link for assistive technology; the image is the same target for pointers.
          <a href={href} tabIndex={-1} aria-hidden="true" className="block bg-canvas">
            <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" className="aspect-square size-full object-cover" />
          </a>
        ) : null}
        <div className="flex flex-col justify-center gap-5 px-6 py-8 md:px-10 lg:px-14">
          <header className="flex flex-col gap-2">
            <h2 id={headingId} className="text-xs font-medium tracking-[0.18em] text-sale uppercase">
              {block.data.title ?? t('contentBlocks.saleProductTitle')}
            </h2>
            <h3 className="font-display text-3xl leading-tight text-ink text-balance md:text-4xl">
              <a href={href} className="hover:text-brand">
                {name}
              </a>
            </h3>
            {block.data.subtitle ? <p className="text-base text-ink-muted">{block.data.subtitle}</p> : null}
          </header>
          <ProductPrice
            final={money(price.final)}
            regular={money(price.regular)}
            from={product.start_at_cost ? t('product.from') : null}
            save={{ text: t('product.save', { percent: product.sale_value }), label: t('product.saveLabel', { percent: product.sale_value }) }}
            labels={{ price: t('product.price'), regularPrice: t('product.regularPrice'), salePrice: t('product.salePrice') }}
          />
          {counting ? (
            <LazyPromoCountdown
              endsAt={counting}
              now={now}
              labels={{
                title: t('product.countdown'),
                day: t('product.days', { count: 1 }).replace('1', '{count}'),
                days: t('product.days', { count: 2 }).replace('2', '{count}'),
                hours: t('product.hours'),
                minutes: t('product.minutes'),
                seconds: t('product.seconds'),
              }}
            />
          ) : null}
          <Button asChild size="lg" className="w-fit">
            <a href={href}>{block.data.button_text ?? t('contentBlocks.saleProductButton')}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

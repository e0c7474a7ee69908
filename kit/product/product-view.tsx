import type { Locale } from '../../domain/locale';
import { validationMessages } from '../../domain/messages/validation-messages';
import type { Product } from '../../api/contract/products';
import type { MapTiles } from '../../domain/map/map-rules';
import { AssetViewerSlot } from './asset-viewer.lazy';
import { Breadcrumb } from '../ui/breadcrumb';
import { PaymentIcons } from '../ui/payment-icons';
import { ProductDetails } from './product-details';
import { LazyPromoCountdown } from './promo-countdown.lazy';
import { ShareLinks } from '../ui/share-links';
import { SoldBar } from './sold-bar';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import { limitedEdition } from './configuration';
import { sanitizeHtml } from '../../domain/html';
import { isSoldOutEverywhere } from '../../domain/pricing/price';
import { buttonVariants } from '../ui/button';
import { purchaseModel, type PurchaseModel } from './product-model';
import { productGalleries } from './product-gallery';
import { ProductPurchase, type ProductPurchaseLabels } from './product-purchase.client';

interface ProductViewProps {
  product: Product;
  locale: Locale;
  /** The URL's configuration_id. */
  sku?: string | null;
  currency: string;
  /** Absolute URL of this page (share links). */
  url: string;
  /** The request's time, so the promo countdown renders the same on server and client. */
  now: number;
  /** Where map jewellery's picker loads its tiles (the shop's MAP_TILE_URL setting). */
  mapTiles?: MapTiles;
}

/** Typography for the description HTML (the sanitiser's tags). */
const prose =
  '[&>:first-child]:mt-0 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1 [&_li]:marker:text-brand [&_strong]:font-semibold [&_strong]:text-ink [&_h2]:mt-6 [&_h2]:font-display [&_h2]:text-xl [&_h2]:text-ink [&_h3]:mt-5 [&_h3]:font-display [&_h3]:text-lg [&_h3]:text-ink [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4';

const badgeTone: Record<string, string> = {
  sale: 'bg-sale text-surface',
  limited: 'bg-ink text-surface',
  new: 'bg-brand text-surface',
};

/** The product page above its CMS sections: breadcrumb, the purchase island, and the description tabs. */
export function ProductView({ product, locale, sku, currency, url, now, mapTiles }: ProductViewProps) {
  const t = getT(locale);
  const text = product.mixedTranslation;
  const model: PurchaseModel = purchaseModel(product, { locale, currency, t, sku });
  // The island gets no media: its galleries come rendered.
  const { media, ...islandModel } = model;
  const category = product.categories[0];
  const productPath = (slug: string) => localizePath(`/product/${slug}`, locale);
  const edition = limitedEdition(product.limited_edition_size, product.configurations);
  // No countdown on what cannot be bought.
  const soldOutEverywhere = isSoldOutEverywhere(product);
  const join = (items: { title: string }[]) => items.map((i) => i.title).join(', ');
  const html = (value: string | null) => (value ? <div className={prose} dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }} /> : null);
  const primary = buttonVariants({ intent: 'primary', size: 'lg' });
  const secondary = buttonVariants({ intent: 'secondary', size: 'lg' });

  return (
    <div data-slot="product-view" className="mx-auto w-full max-w-container px-5 pt-5 pb-12 md:px-8 lg:px-12 lg:pt-8 lg:pb-20">
      <Breadcrumb
        pageUrl={url}
        items={[
          { label: t('common.home'), href: localizePath('/', locale) },
          ...(category ? [{ label: category.title, href: localizePath(`/catalog?categories=${encodeURIComponent(category.slug)}`, locale) }] : []),
          { label: text.title },
        ]}
        previous={product.neighbours.previous ? { href: productPath(product.neighbours.previous.slug), title: product.neighbours.previous.title } : null}
        next={product.neighbours.next ? { href: productPath(product.neighbours.next.slug), title: product.neighbours.next.title } : null}
        labels={{
          breadcrumb: t('product.breadcrumb'),
          navigation: t('product.productNavigation'),
          previous: t('product.previous'),
          next: t('product.next'),
          previousProduct: t('product.previousProduct', { title: '{title}' }),
          nextProduct: t('product.nextProduct', { title: '{title}' }),
        }}
      />
      <div className="mt-5 lg:mt-8">
        <ProductPurchase
          model={islandModel}
          classNames={{ primary, secondary }}
          labels={purchaseLabels(locale)}
          galleries={productGalleries(model, {
            gallery: t('product.gallery'),
            showImage: t('product.showImage', { n: '{n}', total: '{total}' }),
            enlarge: t('product.enlarge', { n: '{n}' }),
            video: t('product.video'),
          })}
          buyNowHref={localizePath('/cart', locale)}
          mapTiles={mapTiles}
          facts={[
            { label: t('product.stone'), value: join(product.stones) },
            { label: t('product.shape'), value: join(product.stone_shapes) },
            { label: t('product.headStyle'), value: join(product.head_styles) },
            { label: t('product.returns'), value: t('product.returnDays', { count: product.return_days }) },
          ]}
          header={
            <header className="flex flex-col gap-2">
              {product.badges.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {product.badges.map((badge) => (
                    <li key={badge.id} className={`px-2 py-0.5 text-[0.6875rem] font-medium tracking-[0.14em] uppercase ${badgeTone[badge.tone] ?? 'border border-line text-ink-soft'}`}>
                      {badge.name}
                    </li>
                  ))}
                </ul>
              ) : null}
              <h1 className="font-display text-3xl leading-tight text-ink text-balance md:text-4xl">{text.title}</h1>
              {text.sub_title ? <p className="text-base text-ink-muted">{text.sub_title}</p> : null}
            </header>
          }
          promo={
            (product.sale_ends_at && !soldOutEverywhere) || edition ? (
              <div className="flex flex-col gap-4">
                {product.sale && product.sale_ends_at && !soldOutEverywhere ? (
                  <LazyPromoCountdown
                    endsAt={product.sale_ends_at}
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
                {edition ? (
                  <SoldBar sold={edition.sold} made={edition.made} title={t('product.limitedEdition')} text={t('product.soldOf', { sold: edition.sold, made: edition.made })} />
                ) : null}
              </div>
            ) : null
          }
          footer={
            <div className="flex flex-col gap-5 border-t border-line pt-5">
              <PaymentIcons
                title={t('product.safeCheckout')}
                methods={{ ideal: 'iDEAL', cards: 'Visa / Mastercard', paypal: 'PayPal', bank_transfer: t('product.bankTransfer') }}
              />
              <ShareLinks
                url={url}
                title={text.title}
                image={media[0]?.url}
                labels={{
                  title: t('product.share'),
                  email: t('product.shareEmail'),
                  whatsapp: t('product.shareWhatsapp'),
                  pinterest: t('product.sharePinterest'),
                  newWindow: t('product.newWindow'),
                }}
              />
            </div>
          }
        />
      </div>
      <section aria-label={t('product.details')} className="mt-14 lg:mt-20">
        <ProductDetails
          label={t('product.details')}
          sections={[
            { id: 'description', title: t('product.descriptionTab'), content: html(text.description ?? text.short_description) },
            ...(text.long_description ? [{ id: 'details', title: t('product.detailsTab'), content: html(text.long_description) }] : []),
            {
              id: 'shipping',
              title: t('product.shippingTab'),
              content: (
                <div className="flex flex-col gap-3">
                  <p>{t('product.shippingText')}</p>
                  <p>{t('product.returnText', { count: product.return_days })}</p>
                </div>
              ),
            },
          ].filter((section) => section.content)}
        />
      </section>
      <AssetViewerSlot
        props={{
          labels: {
            title: t('product.viewer'),
            close: t('common.close'),
            previous: t('product.previousImage'),
            next: t('product.nextImage'),
            position: t('product.imageOf', { n: '{n}', total: '{total}' }),
          },
        }}
      >
        {null}
      </AssetViewerSlot>
    </div>
  );
}

/** Every text of the purchase island, looked up here so the island ships no translations. */
function purchaseLabels(locale: Locale): ProductPurchaseLabels {
  const t = getT(locale);
  const validation = validationMessages[locale];
  return {
    price: { price: t('product.price'), regularPrice: t('product.regularPrice'), salePrice: t('product.salePrice') },
    from: t('product.from'),
    metal: t('product.metal'),
    quantity: { quantity: t('product.quantity'), decrease: t('product.decrease'), increase: t('product.increase'), onlyAvailable: t('product.onlyAvailable', { max: '{max}' }) },
    actions: { addToCart: t('product.addToCart'), buyNow: t('product.buyNow'), unavailable: t('product.purchaseUnavailable') },
    toggles: { wishlist: t('product.wishlistAdd'), compare: t('product.compare') },
    notify: {
      title: t('product.notifyTitle'),
      text: t('product.notifyText'),
      email: t('product.email'),
      submit: t('product.notifySubmit'),
      success: t('product.notifySuccess'),
      error: t('product.notifyError'),
      required: validation.required,
      invalid: validation.email,
      loading: t('common.loading'),
    },
    engraving: {
      legend: t('product.engraving'),
      text: t('product.engravingText'),
      placeholder: t('product.engravingPlaceholder'),
      sample: t('product.engravingSample'),
      count: t('product.engravingCount', { count: '{count}', max: '{max}' }),
      font: t('product.engravingFont'),
      fonts: { serif: t('product.fontSerif'), script: t('product.fontScript') },
      preview: t('product.engravingPreview'),
    },
    map: {
      legend: t('product.mapLegend'),
      help: t('product.mapHelp'),
      map: t('product.mapLabel'),
      reset: t('product.mapReset'),
      zoomIn: t('product.mapZoomIn'),
      zoomOut: t('product.mapZoomOut'),
      preview: t('product.mapPreview'),
      merging: t('product.mapMerging'),
      error: t('product.mapImageError'),
    },
    material: t('product.material'),
    sku: t('product.sku'),
    productInformation: t('product.productInformation'),
  };
}

'use client';

import { Fragment, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Engraving, EngravingFieldProps } from './engraving-field';
import type { NotifyFormProps } from './notify-form';
import { ProductFacts, type ProductFact } from './product-facts';
import { galleryKey } from './product-gallery';
import { ProductPrice, type ProductPriceProps } from './product-price';
import { ProductToggles, type ProductTogglesProps } from './product-toggles';
import { PurchaseActions, type PurchaseActionsProps } from './purchase-actions';
import { QuantityStepper, type QuantityStepperProps } from '../ui/quantity-stepper';
import { StockStatus } from './stock-status';
import { MetalPicker, SizePicker } from './variant-picker';
import { useListToggle, withShop } from '../state/shop-view';
import type { PurchaseModel, PurchaseOption } from './product-model';
import type { MapTiles } from '../../domain/map/map-rules';
import type { MapImageState, MapJewelleryProps } from './map-jewellery';

// Parts only some products need load on their own, so they stay out of the page's first-load JS.
const loadNotifyForm = () => import('./notify-form');
const NotifyForm = lazy(() => loadNotifyForm().then((m) => ({ default: m.NotifyForm })));
const EngravingField = lazy(() => import('./engraving-field').then((m) => ({ default: m.EngravingField })));
// Map jewellery only: the map picker and Leaflet load with it, on map products alone.
const MapJewellery = lazy(() => import('./map-jewellery').then((m) => ({ default: m.MapJewellery })));

/** What the shopper has chosen: the cart sends this (configuration, quantity, engraving). */
export interface ProductSelection {
  productId: number;
  configurationId: number;
  sku: string;
  quantity: number;
  engraving: Engraving | null;
}

export interface ProductPurchaseLabels {
  price: ProductPriceProps['labels'];
  from: string;
  metal: string;
  quantity: QuantityStepperProps['labels'];
  actions: PurchaseActionsProps['labels'];
  notify: NotifyFormProps['labels'];
  engraving: EngravingFieldProps['labels'];
  map: MapJewelleryProps['labels'];
  material: string;
  sku: string;
  productInformation: string;
  toggles: ProductTogglesProps['labels'];
}

export interface ProductPurchaseProps {
  /** The model without its media: the galleries come rendered from the server. */
  model: Omit<PurchaseModel, 'media'>;
  labels: ProductPurchaseLabels;
  /** Button classes made on the server with the kit's buttonVariants. */
  classNames: { primary: string; secondary: string };
  /** Facts that do not change with the configuration (stone, shape, return window…). */
  facts: ProductFact[];
  /** The server-rendered galleries (`productGalleries`), keyed by `galleryKey`: the chosen configuration's shows. */
  galleries: Record<string, ReactNode>;
  /** Server-rendered parts around the choices: title, promo, toggles, payment icons, share links. */
  header: ReactNode;
  promo?: ReactNode;
  footer?: ReactNode;
  /** Where Buy now goes after adding (the cart page until checkout exists), localised. */
  buyNowHref: string;
  /** The map tiles of the shop's settings (map jewellery). */
  mapTiles?: MapTiles;
}

/**
 * The product page's interactive core: gallery, price, stock, metal and size, quantity,
 * engraving, and buy buttons or the notify form. A choice updates them all and the URL's
 * configuration_id (replaceState: no reload, no scroll).
 */
export function ProductPurchase({ model, labels, classNames, facts, galleries, header, promo, footer, buyNowHref, mapTiles }: ProductPurchaseProps) {
  const [selectedId, setSelectedId] = useState(model.initialId);
  const [quantity, setQuantity] = useState(1);
  const [engraving, setEngraving] = useState<Engraving>({ text: '', font: 'serif' });
  const [adding, setAdding] = useState(false);
  // Map jewellery: the merged image must be drawn before the line can be added.
  const [mapImage, setMapImage] = useState<MapImageState>({ status: 'loading' });
  const mapStart = mapTiles ? model.map : null;
  const option = model.options.find((o) => o.id === selectedId) ?? model.options[0]!;
  const wishlist = useListToggle('wishlist', option.sku);
  const compare = useListToggle('comparison', option.sku);
  const sizes = model.options.filter((o) => o.materialId === option.materialId && o.sizeLabel);
  const soldOut = option.status === 'sold_out';
  const anySoldOut = model.options.some((o) => o.status === 'sold_out');

  // Fetch the notify form once the page is idle when some configuration may need it.
  useEffect(() => {
    if (anySoldOut) void loadNotifyForm();
  }, [anySoldOut]);

  function choose(next: PurchaseOption | undefined) {
    if (!next || next.id === option.id) return;
    setSelectedId(next.id);
    setQuantity((q) => Math.min(Math.max(1, q), Math.max(1, next.max)));
    if (!model.embedded && next.sku) {
      const url = new URL(window.location.href);
      url.searchParams.set('configuration_id', next.sku);
      window.history.replaceState(window.history.state, '', url);
    }
  }

  function chooseMetal(materialId: number) {
    const inMetal = model.options.filter((o) => o.materialId === materialId);
    choose(inMetal.find((o) => o.size === option.size) ?? inMetal[0]);
  }

  async function notify(email: string) {
    // The runtime's API client (it loads with its contract checks on the first call).
    const api = await (await withShop()).api();
    await api.notifyWhenInStock(model.productId, { email, configuration_id: option.sku });
  }

  /** Adds the chosen configuration (the API prices it); Buy now then goes on to the cart page. */
  async function addToCart(buyNow: boolean) {
    setAdding(true);
    try {
      const text = model.engravable ? engraving.text.trim() : '';
      const map = mapStart && mapImage.status === 'ready' ? mapImage : null;
      if (mapStart && !map) return;
      const shop = await withShop();
      const options = { ...(text ? { engraving: text, engraving_font: engraving.font } : {}), ...(map ? { map: map.place } : {}) };
      const added = await shop.addToCart({
        configuration_id: option.sku,
        quantity,
        ...(Object.keys(options).length ? { options } : {}),
        ...(map ? { mapImage: map.blob } : {}),
      });
      if (added && buyNow) window.location.assign(buyNowHref);
    } catch (error) {
      // The runtime itself failed to load (offline, or a deploy replaced its chunk).
      console.error(error);
    } finally {
      setAdding(false);
    }
  }

  const gallery = galleryKey(option.gallery);

  return (
    <div data-slot="product-purchase" data-configuration={option.sku} className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
      <div className="lg:sticky lg:top-6 lg:self-start">
        {/* Keyed: another metal's gallery starts again at its first image. */}
        <Fragment key={gallery}>{galleries[gallery]}</Fragment>
      </div>
      <div className="flex flex-col gap-6">
        {header}
        <div className="flex flex-col gap-3">
          <ProductPrice final={option.final} regular={option.regular} from={option.from ? labels.from : null} save={model.save} labels={labels.price} />
          <StockStatus status={option.status} text={option.statusText} />
        </div>
        {promo}
        {model.metals.length > 1 ? (
          <MetalPicker name="metal" legend={labels.metal} options={model.metals} value={option.materialId} onChange={chooseMetal} />
        ) : null}
        {sizes.length > 1 ? (
          <SizePicker
            name="size"
            legend={model.sizeLegend}
            options={sizes.map((o) => ({ value: o.size!, label: o.sizeLabel!, soldOutLabel: o.sizeSoldOutLabel ?? undefined }))}
            value={option.size}
            onChange={(size) => choose(sizes.find((o) => o.size === size))}
          />
        ) : null}
        {model.engravable ? (
          <Suspense fallback={<div className="h-52" />}>
            <EngravingField value={engraving} onChange={setEngraving} metalColor={option.metalColor ?? '#d4af37'} labels={labels.engraving} />
          </Suspense>
        ) : null}
        {mapStart && mapTiles ? (
          <Suspense fallback={<div className="aspect-square w-full" />}>
            <MapJewellery
              key={model.productId}
              start={mapStart}
              tiles={mapTiles}
              engraving={model.engravable ? engraving : { text: '', font: 'serif' }}
              metalColor={option.metalColor ?? '#d4af37'}
              onState={setMapImage}
              labels={labels.map}
              buttonClassName={classNames.secondary}
            />
          </Suspense>
        ) : null}
        {soldOut ? (
          option.sku ? (
            <Suspense fallback={<div className="h-72" />}>
              <NotifyForm key={option.sku} onSubmit={notify} labels={labels.notify} submitClassName={`${classNames.primary} w-full`} />
            </Suspense>
          ) : null
        ) : (
          <div className="flex flex-col gap-5">
            <QuantityStepper value={quantity} max={option.max} onChange={setQuantity} labels={labels.quantity} />
            <PurchaseActions
              labels={labels.actions}
              classNames={classNames}
              busy={adding || (mapStart !== null && mapImage.status === 'loading')}
              onAddToCart={option.sku && mapImage.status !== 'error' ? () => void addToCart(false) : undefined}
              onBuyNow={option.sku && mapImage.status !== 'error' ? () => void addToCart(true) : undefined}
            />
          </div>
        )}
        <ProductToggles
          wishlisted={wishlist.pressed}
          compared={compare.pressed}
          onWishlist={() => void wishlist.toggle()}
          onCompare={() => void compare.toggle()}
          labels={labels.toggles}
        />
        {footer}
        <ProductFacts
          title={labels.productInformation}
          items={[{ label: labels.material, value: option.materialTitle ?? '' }, ...facts, { label: labels.sku, value: option.sku }]}
        />
      </div>
    </div>
  );
}

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../format/money';
import { getT } from '../i18n';
import { productDetail } from '../../stories/fixtures/product-detail';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { purchaseModel } from './product-model';
import { productGalleries } from './product-gallery';
import { ProductPurchase, type ProductPurchaseLabels } from './product-purchase.client';

/** Money as the page formats it (Intl puts a no-break space after the code). */
const eur = (amount: string) => formatMoney(Math.round(Number(amount.replace(/\./g, '').replace(',', '.')) * 100), 'EUR', 'nl');
const t = getT('nl');
const galleryLabels = { gallery: 'Productafbeeldingen', showImage: 'Toon afbeelding {n} van {total}', enlarge: 'Vergroot afbeelding {n}', video: 'Video' };
const labels: ProductPurchaseLabels = {
  price: { price: 'Prijs', regularPrice: 'Normale prijs', salePrice: 'Aanbiedingsprijs' },
  from: 'vanaf',
  metal: 'Metaal',
  quantity: { quantity: 'Aantal', decrease: 'Aantal verlagen', increase: 'Aantal verhogen' },
  actions: { addToCart: 'In winkelwagen', buyNow: 'Direct kopen', unavailable: 'Bestellen is op dit moment niet mogelijk' },
  notify: { title: 'Mail mij als hij er weer is', text: '', email: 'E-mailadres', submit: 'Houd mij op de hoogte', success: 'Dank je!', error: 'Mislukt', required: '{{field}} is verplicht', invalid: '{{value}} is ongeldig', loading: '…' },
  engraving: { legend: 'Gravure', text: 'Gravuretekst', placeholder: '', sample: 'Voor altijd', count: '{count} van {max} tekens', font: 'Lettertype', fonts: { serif: 'Klassiek', script: 'Handschrift' }, preview: 'Voorbeeld van de gravure' },
  map: { legend: 'Kies je plek op de kaart', help: '', map: 'Kaart', reset: 'Terug naar de stad', zoomIn: 'Inzoomen', zoomOut: 'Uitzoomen', preview: 'Voorbeeld', merging: 'Bezig…', error: 'Kon afbeelding niet laden' },
  material: 'Materiaal',
  sku: 'Artikelnummer',
  productInformation: 'Productinformatie',
  toggles: { wishlist: 'Bewaar op verlanglijst', compare: 'Vergelijk' },
};

function renderPurchase() {
  const model = purchaseModel(productDetail, { locale: 'nl', currency: 'EUR', t });
  return render(<ProductPurchase model={model} labels={labels} classNames={{ primary: 'p', secondary: 's' }} facts={[]} galleries={productGalleries(model, galleryLabels)} header={<h1>Solitair</h1>} buyNowHref="/cart" />);
}

const price = () => document.querySelector('[data-slot="price-final"]')!.textContent;

describe('ProductPurchase', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('adds the chosen configuration, quantity and engraving to the cart, and toggles the lists for it', async () => {
    const calls = provideFakeShop();
    renderPurchase();
    await userEvent.click(screen.getByRole('radio', { name: '950 platina' }));
    const platinum = productDetail.configurations[5]!;
    await userEvent.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    await vi.waitFor(() => expect(calls.adds).toHaveLength(1));
    expect(calls.adds[0]).toEqual({ configuration_id: platinum.configuration_id, quantity: 1 });
    const wishlist = screen.getByRole('button', { name: 'Bewaar op verlanglijst' });
    await userEvent.click(wishlist);
    await vi.waitFor(() => expect(wishlist).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.toggles).toEqual([{ kind: 'wishlist', sku: platinum.configuration_id }]);
  });

  it('changes price, stock, images, SKU and the URL with the metal, without navigating', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    renderPurchase();
    expect(price()).toBe(eur('1.196,00'));
    await userEvent.click(screen.getByRole('radio', { name: '950 platina' }));
    expect(price()).toBe(eur('1.516,00'));
    expect(screen.getByRole('status')).toHaveTextContent('Nog maar 1 op voorraad');
    const platinum = productDetail.configurations[5]!;
    expect(new URL(window.location.href).searchParams.get('configuration_id')).toBe(platinum.configuration_id);
    expect(replaceState).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Vergroot afbeelding 1' })).toHaveAttribute('data-asset-src', platinum.medias[0]!.url);
    expect(screen.getByText(platinum.configuration_id).tagName).toBe('DD');
    // Platinum has one size: the quantity is capped at its stock.
    expect(screen.getByRole('button', { name: 'Aantal verhogen' })).toBeDisabled();
  });

  it('keeps the size across metals when it exists and shows the notify form for a sold-out size', async () => {
    renderPurchase();
    await userEvent.click(screen.getByRole('radio', { name: '54 (uitverkocht)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Uitverkocht');
    expect(screen.queryByRole('button', { name: 'In winkelwagen' })).toBeNull();
    expect(await screen.findByRole('form', { name: 'Mail mij als hij er weer is' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '14 karaat witgoud' }));
    // White gold has no 54: its first size.
    expect(within(screen.getByRole('group', { name: /Ringmaat/ })).getByRole('radio', { name: '50' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Wordt voor je gemaakt');
    // Made to order: it can be bought.
    expect(screen.getByRole('button', { name: 'In winkelwagen' })).toBeEnabled();
  });

  it('offers engraving with a preview in the chosen metal', async () => {
    renderPurchase();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Gravuretekst' }), 'M & A');
    expect(screen.getByRole('img', { name: 'Voorbeeld van de gravure: M & A' }).querySelector('rect')).toHaveAttribute('fill', '#d4af37');
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from '../../api/contract/cart';
import { memoryStorage } from '../state/stored-id';
import { addedLine, createCartStore } from './cart-store';

const amsterdam = { lat: 52.3731, lng: 4.8922, zoom: 14 };
const groningen = { lat: 53.2194, lng: 6.5665, zoom: 14 };
const line = (id: number, options: CartItem['options'], image: string | null = '/api/v1/media/1/necklace.svg') =>
  ({ id, configuration_id: 'MAP-1', product_configuration_id: 7, options, image: image ? { url: image, alt: '' } : null }) as CartItem;
const cartWith = (...items: CartItem[]) => ({ unique_id: 'cart-1', items, items_count: items.length }) as unknown as Cart;

describe('adding map jewellery', () => {
  it('finds the line an add went to by configuration, engraving and place', () => {
    const cart = cartWith(line(1, {}), line(2, { map: amsterdam }), line(3, { map: groningen }), line(4, { map: groningen, engraving: 'Thuis' }));
    expect(addedLine(cart, { configuration_id: 'MAP-1', options: { map: groningen } })?.id).toBe(3);
    expect(addedLine(cart, { configuration_id: 'MAP-1', options: { map: groningen, engraving: ' Thuis ' } })?.id).toBe(4);
    expect(addedLine(cart, { configuration_id: 'MAP-1' })?.id).toBe(1);
  });

  it("uploads the merged image to the new line, and not again when the line already shows one", async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    const withImage = cartWith(line(2, { map: amsterdam }, '/api/v1/map-images/abc.png'));
    const api = {
      cart: vi.fn(),
      addCartItem: vi.fn(async () => cartWith(line(2, { map: amsterdam }))),
      updateCartItem: vi.fn(),
      removeCartItem: vi.fn(),
      uploadMapImage: vi.fn(async () => withImage),
    };
    const store = createCartStore({ api: async () => api, storage: memoryStorage() });
    const cart = await store.getState().add({ configuration_id: 'MAP-1', options: { map: amsterdam }, mapImage: image });
    expect(api.addCartItem).toHaveBeenCalledWith({ configuration_id: 'MAP-1', options: { map: amsterdam }, cart_unique_id: null });
    expect(api.uploadMapImage).toHaveBeenCalledWith('cart-1', 2, image);
    expect(cart.items[0]!.image?.url).toBe('/api/v1/map-images/abc.png');
    expect(store.getState().cart?.items[0]!.image?.url).toBe('/api/v1/map-images/abc.png');

    api.addCartItem.mockResolvedValueOnce(withImage);
    await store.getState().add({ configuration_id: 'MAP-1', options: { map: amsterdam }, mapImage: image });
    expect(api.uploadMapImage).toHaveBeenCalledTimes(1);
  });
});

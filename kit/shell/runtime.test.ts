import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const texts = { errorTitle: 'Fout', noDefaultSku: 'Geen standaarduitvoering (No default_sku)', addFailed: 'Toevoegen mislukt' };

/** The runtime's answers to the shopper when the API refuses: what it shows in the system dialog. */
describe('shop runtime', () => {
  const requests: Request[] = [];
  beforeEach(() => {
    vi.resetModules();
    requests.length = 0;
    localStorage.clear();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      const url = new URL(request.url);
      if (url.pathname === '/api/v1/carts/items') {
        return Response.json({ error: { code: 'validation_failed', message: 'Invalid data', fields: { quantity: 'Er zijn er nog maar 2 op voorraad.' } } }, { status: 422 });
      }
      return Response.json({ accepted: true }, { status: 202 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** A fresh runtime (modules reset per test) with the stores it writes to. */
  async function start() {
    const runtimeModule = await import('./runtime');
    const { dialogStore } = await import('../state/dialog-store');
    const { shopView } = await import('../state/shop-view');
    runtimeModule.configure({ locale: 'nl', texts });
    return { ...runtimeModule.runtime(), dialogStore, shopView };
  }

  it("says 'No default_sku' for a product without one, and saves nothing", async () => {
    const { actions, dialogStore, shopView } = await start();
    await actions.toggleList('wishlist', null);
    expect(dialogStore.getState().current).toMatchObject({ type: 'alert', title: 'Fout', message: texts.noDefaultSku });
    expect(requests.some((r) => r.url.includes('/wishlists') && r.method === 'POST')).toBe(false);
    expect(shopView.getState().wishlist.skus).toEqual([]);
  });

  it('shows the reason the API refused an add, and reports it as not added', async () => {
    const { actions, dialogStore, shopView } = await start();
    await expect(actions.addToCart({ configuration_id: 'R-1', quantity: 3 })).resolves.toBe(false);
    expect(dialogStore.getState().current).toMatchObject({ title: 'Fout', message: 'Er zijn er nog maar 2 op voorraad.' });
    expect(shopView.getState().drawerOpen).toBe(false);
  });

  it('opening the cart opens the drawer', async () => {
    const { actions, shopView } = await start();
    actions.openCart();
    expect(shopView.getState().drawerOpen).toBe(true);
  });
});

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
      if (url.pathname === '/api/v1/wishlists' && request.method === 'POST') {
        const body = (await request.clone().json()) as { baggage: unknown[] };
        return Response.json({ data: { unique_id: 'w-1', baggage: body.baggage, updated_at: new Date().toISOString() } });
      }
      if (url.pathname === '/api/v1/carts/items') {
        return Response.json({ error: { code: 'validation_failed', message: 'Invalid data', fields: { quantity: 'Er zijn er nog maar 2 op voorraad.' } } }, { status: 422 });
      }
      return Response.json({ accepted: true }, { status: 202 });
    });
  });
  // The runtime's calls that a test started but did not wait for (page views, list syncs) end on
  // the stub, not on the network.
  afterEach(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    vi.unstubAllGlobals();
  });

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

  it('counts the wishlist on the header heart (server HTML) as it changes, and again on a new page’s header', async () => {
    const heart = () =>
      `<a href="/wishlist" aria-label="Verlanglijst" data-slot="wishlist-link" data-count-one="Verlanglijst, {count} sieraad" data-count-other="Verlanglijst, {count} sieraden"><svg></svg></a>`;
    document.body.innerHTML = heart();
    const link = () => document.querySelector('a[data-slot="wishlist-link"]')!;
    const badge = () => document.querySelector('[data-slot="wishlist-count"]');
    const { actions, started } = await start();
    await started;
    expect(link().getAttribute('aria-label')).toBe('Verlanglijst');
    expect(badge()).toBeNull();

    await actions.toggleList('wishlist', 'R-1');
    await actions.toggleList('wishlist', 'R-2');
    expect(link().getAttribute('aria-label')).toBe('Verlanglijst, 2 sieraden');
    expect(badge()).toHaveTextContent('2');
    expect(badge()).toHaveAttribute('aria-hidden', 'true');
    await actions.toggleList('wishlist', 'R-1');
    expect(link().getAttribute('aria-label')).toBe('Verlanglijst, 1 sieraad');

    // Another layout's header arrives with a route change: the page view counts it again.
    document.body.innerHTML = heart();
    const { pageView } = await import('./runtime');
    pageView()();
    expect(link().getAttribute('aria-label')).toBe('Verlanglijst, 1 sieraad');
    expect(badge()).toHaveTextContent('1');

    await actions.toggleList('wishlist', 'R-2');
    expect(link().getAttribute('aria-label')).toBe('Verlanglijst');
    expect(badge()).toBeNull();
    document.body.innerHTML = '';
  });
});

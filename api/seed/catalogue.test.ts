import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import type { MetalSlug, SeedProduct } from './types';

const catalogue = buildCatalogue();
const { products } = catalogue;
const physical = products.filter((p) => !p.digital);
const configs = products.flatMap((p) => p.configurations);
const tracked = configs.filter((c) => c.trackInventory);
const euros = (cents: number) => cents / 100;
const share = (part: number, whole: number) => part / whole;
const soldOut = (p: SeedProduct) => p.configurations.every((c) => c.trackInventory && c.stock === 0);
const TEXT_FIELDS = ['title', 'subTitle', 'shortDescription', 'description', 'metaDescription'] as const;

describe('buildCatalogue', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildCatalogue())).toBe(JSON.stringify(catalogue));
  });

  describe('taxonomies', () => {
    it('has the four material categories and all seven metals', () => {
      expect(catalogue.materialCategories.map((c) => c.slug).sort()).toEqual(['gold', 'gold-over-silver', 'platinum', 'silver']);
      const metals: MetalSlug[] = ['yellow-gold-14k', 'white-gold-14k', 'rose-gold-14k', 'yellow-gold-18k', 'platinum-950', 'silver-925', 'gold-over-silver'];
      expect(catalogue.materials.map((m) => m.slug).sort()).toEqual([...metals].sort());
      const categorySlugs = new Set(catalogue.materialCategories.map((c) => c.slug));
      for (const m of catalogue.materials) {
        expect(m.color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(m.sku).toMatch(/^MAT-[A-Z0-9]+$/);
        expect(categorySlugs.has(m.category)).toBe(true);
        expect(m.title.nl).not.toBe(m.title.en);
      }
    });

    it('has the required categories, 6–8 collections, stones, head styles, 14 shapes and 5 badges', () => {
      expect(catalogue.categories.map((c) => c.slug).sort()).toEqual(
        ['rings', 'engagement-rings', 'wedding-rings', 'diamonds', 'necklaces', 'pendants', 'bracelets', 'earrings', 'engraved-jewellery', 'map-jewellery', 'gifts'].sort(),
      );
      expect(catalogue.collections.length).toBeGreaterThanOrEqual(6);
      expect(catalogue.collections.length).toBeLessThanOrEqual(8);
      expect(catalogue.stones.map((s) => s.slug)).toEqual(expect.arrayContaining(['diamond', 'lab-grown-diamond', 'sapphire', 'emerald', 'ruby', 'pearl', 'moissanite']));
      expect(catalogue.headStyles.map((h) => h.slug).sort()).toEqual(['bezel', 'cathedral', 'halo', 'pave', 'solitaire', 'three-stone', 'vintage']);
      expect(catalogue.stoneShapes).toHaveLength(14);
      expect(catalogue.badges.map((b) => [b.slug, b.tone])).toEqual([
        ['new', 'new'],
        ['sale', 'sale'],
        ['bestseller', 'bestseller'],
        ['limited', 'limited'],
        ['handmade', 'neutral'],
      ]);
    });

    it('gives every taxon a unique slug and sku and both titles', () => {
      const lists = [catalogue.categories, catalogue.collections, catalogue.stones, catalogue.headStyles, catalogue.stoneShapes, catalogue.badges];
      for (const list of lists) {
        expect(new Set(list.map((t) => t.slug)).size).toBe(list.length);
        expect(new Set(list.map((t) => t.sku)).size).toBe(list.length);
        for (const t of list) expect(t.title.nl && t.title.en).toBeTruthy();
      }
      for (const t of [...catalogue.categories, ...catalogue.collections]) {
        expect(t.description?.nl).toBeTruthy();
        expect(t.description?.nl).not.toBe(t.description?.en);
      }
    });
  });

  describe('products', () => {
    it('has at least 160 products spread over the kinds', () => {
      expect(products.length).toBeGreaterThanOrEqual(160);
      const count = (kind: SeedProduct['kind']) => physical.filter((p) => p.kind === kind).length;
      expect(count('ring')).toBe(30);
      expect(count('engagement-ring')).toBe(30);
      expect(count('wedding-ring')).toBe(12);
      expect(count('diamond')).toBe(20);
      expect(count('necklace')).toBe(16);
      expect(count('pendant')).toBe(12);
      expect(count('bracelet')).toBe(14);
      expect(count('earrings')).toBe(12);
      expect(count('engraved')).toBe(10);
      expect(count('map')).toBe(6);
    });

    it('has unique kebab-case slugs, vendor models and SKUs', () => {
      expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
      expect(new Set(products.map((p) => p.vendorModel)).size).toBe(products.length);
      expect(new Set(configs.map((c) => c.sku)).size).toBe(configs.length);
      for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    it('has Dutch and English texts that differ, with the right decimal separator', () => {
      for (const p of products) {
        for (const field of TEXT_FIELDS) {
          const { nl, en } = p[field];
          expect(nl.trim(), `${p.slug} ${field} nl`).not.toBe('');
          expect(en.trim(), `${p.slug} ${field} en`).not.toBe('');
          expect(nl, `${p.slug} ${field}`).not.toBe(en);
          expect(`${nl} ${en}`).not.toMatch(/[{}]|undefined|NaN/);
          expect(nl, `${p.slug} ${field} nl`).not.toMatch(/\d\.\d/);
          expect(en, `${p.slug} ${field} en`).not.toMatch(/\d,\d/);
        }
        expect(p.metaDescription.nl.length).toBeLessThanOrEqual(155);
        expect(p.metaDescription.en.length).toBeLessThanOrEqual(155);
        expect(p.description.nl).toMatch(/^(<p>[^<]+<\/p>){2,3}$/);
        expect(p.description.en).toMatch(/^(<p>[^<]+<\/p>){2,3}$/);
      }
    });

    it('uses the decimal comma in Dutch carat weights', () => {
      const solitaire = products.find((p) => p.slug === 'solitaire-ring-aurora-050-ct-diamant');
      expect(solitaire?.title).toEqual({ nl: 'Solitaire ring Aurora met 0,50 ct diamant', en: 'Aurora solitaire ring with 0.50 ct diamond' });
    });

    it('refers only to existing taxonomy entries and products', () => {
      const slugs = (list: { slug: string }[]) => new Set(list.map((t) => t.slug));
      const refs = {
        categories: slugs(catalogue.categories),
        collections: slugs(catalogue.collections),
        stones: slugs(catalogue.stones),
        headStyles: slugs(catalogue.headStyles),
        stoneShapes: slugs(catalogue.stoneShapes),
        badges: slugs(catalogue.badges),
      };
      const productSlugs = slugs(products);
      const metals = slugs(catalogue.materials);
      for (const p of products) {
        for (const key of Object.keys(refs) as (keyof typeof refs)[]) {
          for (const slug of p[key]) expect(refs[key].has(slug), `${p.slug} ${key} ${slug}`).toBe(true);
          expect(new Set(p[key]).size).toBe(p[key].length);
        }
        for (const c of p.configurations) expect(metals.has(c.material)).toBe(true);
        expect(p.related.length, p.slug).toBeGreaterThanOrEqual(3);
        expect(p.related.length, p.slug).toBeLessThanOrEqual(6);
        expect(p.related).not.toContain(p.slug);
        expect(new Set(p.related).size).toBe(p.related.length);
        for (const slug of p.related) expect(productSlugs.has(slug)).toBe(true);
      }
    });

    it('puts products in their categories, with gifts for about a fifth', () => {
      for (const p of products) expect(p.categories.length).toBeGreaterThan(0);
      for (const p of physical.filter((p) => p.kind === 'engraved')) {
        expect(p.categories[0]).toBe('engraved-jewellery');
        expect(p.engravable).toBe(true);
      }
      for (const p of products.filter((p) => p.kind === 'map')) expect(p.categories[0]).toBe('map-jewellery');
      const cities = products.filter((p) => p.kind === 'map').map((p) => p.title.nl);
      for (const city of ['Amsterdam', 'Rotterdam', 'Utrecht', 'Antwerpen', 'Den Haag', 'Groningen']) {
        expect(cities.some((title) => title.endsWith(city))).toBe(true);
      }
      const gifts = share(products.filter((p) => p.categories.includes('gifts')).length, products.length);
      expect(gifts).toBeGreaterThan(0.15);
      expect(gifts).toBeLessThan(0.3);
    });

    it('describes stones, head styles and shapes coherently', () => {
      for (const p of physical) {
        if (p.stones.length === 0) {
          expect(p.stoneShapes, p.slug).toEqual([]);
          expect(p.headStyles, p.slug).toEqual([]);
        }
        if (p.stoneShapes.length > 0) expect(p.stones.length).toBeGreaterThan(0);
      }
      for (const p of products.filter((p) => p.kind === 'engagement-ring')) {
        expect(p.headStyles.length).toBeGreaterThan(0);
        expect(p.stoneShapes.length).toBeGreaterThan(0);
        expect(p.stones.length).toBeGreaterThan(0);
      }
      const solitaires = products.filter((p) => p.kind === 'engagement-ring' && p.headStyles.includes('solitaire'));
      expect(solitaires.some((p) => p.stones[0] === 'diamond' && p.stoneShapes[0] === 'round')).toBe(true);
      expect(products.some((p) => p.kind === 'wedding-ring' && p.stones.length === 0)).toBe(true);
    });

    it('sells loose diamonds one per shape and carat, some only set', () => {
      const diamonds = products.filter((p) => p.kind === 'diamond');
      expect(new Set(diamonds.flatMap((p) => p.stoneShapes))).toEqual(new Set(catalogue.stoneShapes.map((s) => s.slug)));
      expect(diamonds.filter((p) => p.embedded)).toHaveLength(6);
      expect(products.filter((p) => p.embedded).every((p) => p.kind === 'diamond')).toBe(true);
      for (const p of diamonds) {
        expect(p.configurations).toHaveLength(1);
        const [config] = p.configurations;
        expect(config).toMatchObject({ material: 'platinum-950', size: null, trackInventory: true });
        expect([0, 1]).toContain(config!.stock);
        expect(euros(config!.cost)).toBeGreaterThanOrEqual(450);
        expect(euros(config!.cost)).toBeLessThanOrEqual(15000);
      }
    });
  });

  describe('configurations', () => {
    it('offers several metals and sizes per product', () => {
      for (const p of physical) {
        const metals = new Set(p.configurations.map((c) => c.material));
        const sizes = new Set(p.configurations.map((c) => c.size));
        expect(p.configurations.length).toBe(metals.size * sizes.size);
        if (p.kind === 'diamond') continue;
        expect(metals.size, p.slug).toBeGreaterThanOrEqual(1);
        expect(metals.size, p.slug).toBeLessThanOrEqual(3);
        const ringSizes = [...sizes].map(Number);
        if (['ring', 'engagement-ring', 'wedding-ring'].includes(p.kind)) {
          expect(metals.size, p.slug).toBeGreaterThanOrEqual(2);
          expect(sizes.size).toBeGreaterThanOrEqual(4);
          expect(sizes.size).toBeLessThanOrEqual(6);
          for (const n of ringSizes) expect(n >= 48 && n <= 64).toBe(true);
        }
        if (p.kind === 'earrings') expect([...sizes]).toEqual([null]);
        if (p.kind === 'necklace' || p.kind === 'pendant') for (const s of sizes) expect(['40', '42', '45', '50']).toContain(s);
        if (p.kind === 'bracelet') for (const s of sizes) expect(['16', '18', '20']).toContain(s);
      }
      expect(physical.filter((p) => p.kind !== 'diamond').every((p) => p.configurations.length >= 1)).toBe(true);
    });

    it('names its default configuration', () => {
      for (const p of products) {
        expect(p.configurations.map((c) => c.sku)).toContain(p.defaultSku);
        const first = p.configurations.find((c) => c.stock > 0 || !c.trackInventory);
        if (first) expect(p.defaultSku).toBe(first.sku);
      }
    });

    it('prices in whole euros within realistic ranges', () => {
      for (const p of physical) {
        for (const c of p.configurations) {
          expect(Number.isInteger(c.cost) && c.cost > 0).toBe(true);
          expect(c.cost % 100).toBe(0);
          const eur = euros(c.cost);
          if (p.kind === 'diamond') continue;
          if (p.kind === 'engagement-ring') {
            expect(eur, c.sku).toBeGreaterThanOrEqual(895);
            expect(eur, c.sku).toBeLessThanOrEqual(6500);
          } else if (c.material === 'silver-925') {
            expect(eur, c.sku).toBeGreaterThanOrEqual(49);
            expect(eur, c.sku).toBeLessThanOrEqual(189);
          } else if (c.material === 'gold-over-silver') {
            expect(eur, c.sku).toBeGreaterThanOrEqual(69);
            expect(eur, c.sku).toBeLessThanOrEqual(229);
          } else if (c.material.endsWith('-14k')) {
            expect(eur, c.sku).toBeGreaterThanOrEqual(249);
            expect(eur, c.sku).toBeLessThanOrEqual(1800);
          }
        }
      }
    });

    it('charges 30–60 % more for 18k and platinum, and more for platinum than silver', () => {
      let compared = 0;
      for (const p of physical) {
        const cost = (metal: MetalSlug, size: string | null) => p.configurations.find((c) => c.material === metal && c.size === size)?.cost;
        for (const c of p.configurations) {
          if (c.material !== 'yellow-gold-18k' && c.material !== 'platinum-950') continue;
          const base = cost('yellow-gold-14k', c.size) ?? cost('white-gold-14k', c.size);
          if (base === undefined) continue;
          compared++;
          expect(c.cost / base, c.sku).toBeGreaterThanOrEqual(1.25);
          expect(c.cost / base, c.sku).toBeLessThanOrEqual(1.65);
          const silver = cost('silver-925', c.size);
          if (silver !== undefined) expect(c.cost).toBeGreaterThan(silver);
        }
      }
      expect(compared).toBeGreaterThan(50);
    });

    it('never charges less for a larger size of the same metal', () => {
      for (const p of physical) {
        for (const metal of new Set(p.configurations.map((c) => c.material))) {
          const costs = p.configurations.filter((c) => c.material === metal).map((c) => c.cost);
          expect(costs, p.slug).toEqual([...costs].sort((a, b) => a - b));
        }
      }
    });

    it('keeps stock realistic: mostly 1–25, about 10 % empty, at least 8 sold-out products', () => {
      for (const c of tracked) {
        expect(Number.isInteger(c.stock)).toBe(true);
        expect(c.stock).toBeGreaterThanOrEqual(0);
        expect(c.stock).toBeLessThanOrEqual(25);
      }
      const empty = share(tracked.filter((c) => c.stock === 0).length, tracked.length);
      expect(empty).toBeGreaterThan(0.05);
      expect(empty).toBeLessThan(0.2);
      expect(physical.filter(soldOut).length).toBeGreaterThanOrEqual(8);
      expect(physical.every((p) => p.configurations.every((c) => c.trackInventory))).toBe(true);
    });
  });

  describe('merchandising', () => {
    it('puts about 15 % on sale at 10–30 %, with the sale badge', () => {
      const onSale = products.filter((p) => p.sale);
      expect(share(onSale.length, products.length)).toBeGreaterThan(0.1);
      expect(share(onSale.length, products.length)).toBeLessThan(0.2);
      for (const p of products) {
        if (p.sale) {
          expect([10, 15, 20, 25, 30]).toContain(p.saleValue);
          expect(p.saleValue).toBeGreaterThanOrEqual(5);
          expect(p.saleValue).toBeLessThanOrEqual(40);
          expect(p.badges).toContain('sale');
        } else {
          expect(p.saleValue).toBe(0);
          expect(p.badges).not.toContain('sale');
        }
      }
    });

    it('marks about 10 % new and 8 % bestsellers, and ranks them first', () => {
      const isNew = products.filter((p) => p.badges.includes('new')).length;
      const best = products.filter((p) => p.badges.includes('bestseller')).length;
      expect(share(isNew, products.length)).toBeGreaterThan(0.07);
      expect(share(isNew, products.length)).toBeLessThan(0.13);
      expect(share(best, products.length)).toBeGreaterThan(0.05);
      expect(share(best, products.length)).toBeLessThan(0.11);
      const ranks = products.map((p) => p.recommendedRank).sort((a, b) => a - b);
      expect(ranks).toEqual(products.map((_, i) => i + 1));
      const highlighted = products.filter((p) => p.badges.includes('new') || p.badges.includes('bestseller'));
      const worstHighlighted = Math.max(...highlighted.map((p) => p.recommendedRank));
      expect(worstHighlighted).toBe(highlighted.length);
    });
  });

  it('sells a digital gift card without inventory', () => {
    const digital = products.filter((p) => p.digital);
    expect(digital.length).toBeGreaterThanOrEqual(1);
    expect(digital.length).toBeLessThanOrEqual(2);
    const card = products.find((p) => p.slug === 'cadeaubon');
    expect(card?.title).toEqual({ nl: 'Cadeaubon', en: 'Gift card' });
    expect(card?.categories).toContain('gifts');
    // Marked as a gift card: paying for one issues a card (api/modules/checkout/gift-card-sale.ts).
    expect(card?.giftCard).toBe(true);
    // Drawn as a card, not as the engraved necklace its kind would give it.
    expect(card?.picture).toEqual({ kind: 'gift-card' });
    expect(card?.configurations.map((c) => c.cost)).toEqual([2500, 5000, 10000, 25000]);
    expect(card?.configurations.every((c) => !c.trackInventory)).toBe(true);
  });
});

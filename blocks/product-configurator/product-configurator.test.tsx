import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configuratorContext, configuratorProduct, mockConfiguratorFetch } from '../../stories/fixtures/configurator-api';
import { productConfiguratorBlock } from '../../stories/fixtures/product-blocks';
import { necklaceDetail, productDetail } from '../../stories/fixtures/product-detail';
import { catalogFilters } from '../../stories/fixtures/products';
import { LazyConfiguratorCount } from './configurator-count.lazy';
import { ProductConfigurator } from './product-configurator';
import { productConfiguratorBlockSchema } from './schema';
import { configuratorSteps } from './steps';

const group = (name: string) => screen.getByRole('group', { name });
const checked = (name: string) => within(group(name)).getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);

// The live count is a lazily loaded island: load its code once, as the page does on first render.
beforeAll(async () => {
  await LazyConfiguratorCount.preload();
});

let restore: () => void = () => {};
let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  const mocked = mockConfiguratorFetch();
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    requests.push(new URL(new Request(input, init).url));
    return original(input, init);
  };
  restore = mocked;
});
afterEach(() => restore());

describe('productConfiguratorBlockSchema', () => {
  it('shows for engagement rings by default and takes only slugs', () => {
    const parsed = productConfiguratorBlockSchema.parse({ id: 1, type: 'product-configurator', data: {} });
    expect([...parsed.data.category_slugs].sort()).toEqual(['engagement-rings', 'zasnuby']);
    const invalid = productConfiguratorBlockSchema.safeParse({ id: 1, type: 'product-configurator', data: { category_slugs: ['Verlovings Ringen'], catalog_category: 7 } });
    expect(invalid.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['data.catalog_category', 'data.category_slugs.0']);
  });
});

describe('configuratorSteps', () => {
  it('orders each step by sort_order and keeps only the metals of the category', () => {
    const filters = {
      ...catalogFilters,
      stone_shapes: catalogFilters.stone_shapes.map((shape) => ({ ...shape, sort_order: -shape.sort_order })),
      materials: catalogFilters.materials.map((material) => ({ ...material, categories: material.slug === 'silver-925' ? [5] : material.categories })),
    };
    const steps = configuratorSteps(filters, configuratorProduct, filters.categories.find((c) => c.slug === 'engagement-rings'));
    expect(steps.map((step) => step.key)).toEqual(['head_styles', 'stone_shapes', 'materials']);
    expect(steps[1]!.options.map((option) => option.slug).slice(0, 2)).toEqual(['marquise', 'emerald']);
    expect(steps[2]!.options.map((option) => option.slug)).not.toContain('silver-925');
  });
});

describe('ProductConfigurator', () => {
  it('is a GET form to the catalogue with the category fixed and the steps named as its URL keys', async () => {
    render(await ProductConfigurator({ block: productConfiguratorBlock, locale: 'nl', context: configuratorContext() }));
    const section = screen.getByRole('region', { name: 'Stel je eigen ring samen' });
    expect(section).toHaveAttribute('data-block', 'product-configurator');
    const form = section.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/catalog');
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input[type="hidden"]')).toMatchObject({ name: 'categories', value: 'engagement-rings' });
    expect(within(group('Zetting')).getAllByRole('radio').every((radio) => radio.getAttribute('name') === 'head_styles')).toBe(true);
    expect(within(group('Vorm van de steen')).getAllByRole('radio')[0]).toHaveAttribute('name', 'stone_shapes');
    expect(within(group('Metaal')).getByRole('radio', { name: '950 platina' })).toHaveAttribute('name', 'materials');
    expect(within(group('Metaal')).getByRole('radio', { name: '950 platina' })).toHaveAttribute('value', 'platinum-950');
    // Server HTML, there before the island (and without JavaScript).
    expect(screen.getByRole('button', { name: 'Bekijk de ringen' })).toHaveAttribute('type', 'submit');
    await screen.findByText('12 ringen passen bij je keuze');
  });

  it('preselects the product’s own setting, shape and metal; "no preference" for a value the filters do not know', async () => {
    const { unmount } = render(await ProductConfigurator({ block: productConfiguratorBlock, locale: 'nl', context: configuratorContext() }));
    expect(checked('Zetting')).toHaveAccessibleName('Solitair');
    expect(checked('Vorm van de steen')).toHaveAccessibleName('Rond');
    expect(checked('Metaal')).toHaveAccessibleName('14 karaat geelgoud');
    unmount();
    // productDetail's setting is four-prong, which /filters does not list.
    render(await ProductConfigurator({ block: productConfiguratorBlock, locale: 'nl', context: configuratorContext(productDetail) }));
    expect(checked('Zetting')).toHaveAccessibleName('Geen voorkeur');
    expect(checked('Zetting')).toHaveAttribute('value', '');
  });

  it('shows only for products of the listed categories', async () => {
    expect(await ProductConfigurator({ block: productConfiguratorBlock, locale: 'nl', context: configuratorContext(necklaceDetail) })).toBeNull();
    expect(await ProductConfigurator({ block: productConfiguratorBlock, locale: 'nl' })).toBeNull();
    const forNecklaces = { ...productConfiguratorBlock, data: { ...productConfiguratorBlock.data, category_slugs: ['necklaces'] } };
    render(await ProductConfigurator({ block: forNecklaces, locale: 'nl', context: configuratorContext(necklaceDetail) }));
    expect(screen.getByRole('region')).toHaveAttribute('data-block', 'product-configurator');
    expect(document.querySelector('input[name="categories"]')).toHaveValue('necklaces');
  });

  it('renders nothing when the filters cannot be loaded', async () => {
    expect(await ProductConfigurator({ block: productConfiguratorBlock, locale: 'nl', context: configuratorContext(undefined, { filtersFail: true }) })).toBeNull();
  });

  it('counts the matching rings live: on load, after a change, and says so when none match', async () => {
    render(await ProductConfigurator({ block: productConfiguratorBlock, locale: 'nl', context: configuratorContext() }));
    const status = await screen.findByRole('status');
    await screen.findByText('12 ringen passen bij je keuze');
    const query = requests.at(-1)!.searchParams;
    expect(query.get('count')).toBe('1');
    expect(query.getAll('categories_sku[]')).toEqual(['CAT-ENGAGEMENT-RINGS']);
    expect(query.getAll('head_styles_sku[]')).toEqual(['HS-SOLITAIRE']);
    expect(query.getAll('stone_shapes_sku[]')).toEqual(['SHP-ROUND']);
    expect(query.getAll('materials_sku[]')).toEqual(['MAT-YG14']);

    fireEvent.click(within(group('Vorm van de steen')).getByRole('radio', { name: 'Ovaal' }));
    await screen.findByText('1 ring past bij je keuze');
    expect(status).toHaveTextContent('1 ring past bij je keuze');

    fireEvent.click(within(group('Vorm van de steen')).getByRole('radio', { name: 'Marquise' }));
    await screen.findByText(/^Geen ringen met deze combinatie/);
    expect(screen.getByRole('button', { name: 'Bekijk de ringen' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Bekijk alles in Verlovingsringen' })).toHaveAttribute('href', '/catalog?categories=engagement-rings');

    fireEvent.click(within(group('Vorm van de steen')).getByRole('radio', { name: 'Geen voorkeur' }));
    await screen.findByText('20 ringen passen bij je keuze');
    expect(requests.at(-1)!.searchParams.has('stone_shapes_sku[]')).toBe(false);
    expect(screen.getByRole('button', { name: 'Bekijk de ringen' })).toBeEnabled();
  });

  it('speaks English under /en', async () => {
    render(await ProductConfigurator({ block: { ...productConfiguratorBlock, data: { category_slugs: ['engagement-rings'] } }, locale: 'en', context: configuratorContext(undefined, {}, 'en') }));
    expect(screen.getByRole('heading', { level: 2, name: 'Design your own ring' })).toBeInTheDocument();
    expect(document.querySelector('form')).toHaveAttribute('action', '/en/catalog');
    expect(screen.getByRole('group', { name: 'Stone shape' })).toBeInTheDocument();
    expect(await screen.findByText('12 rings match your choice')).toBeInTheDocument();
  });
});

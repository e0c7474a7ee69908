import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isLocale, type Locale } from '../../domain/locale';
import type { Product } from '../../api/contract/products';
import { configuratorContext, configuratorProduct, mockConfiguratorFetch } from '../../stories/fixtures/configurator-api';
import { malformedProductConfiguratorBlock, productConfiguratorBlock } from '../../stories/fixtures/product-blocks';
import { necklaceDetail } from '../../stories/fixtures/product-detail';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { LazyConfiguratorCount } from './configurator-count.lazy';
import { ProductConfigurator } from './product-configurator';
import { productConfiguratorBlockSchema, type ProductConfiguratorBlock } from './schema';

interface ConfiguratorStoryArgs {
  block: ProductConfiguratorBlock;
  locale: Locale;
  product: Product;
  /** The catalogue count fails. */
  countFails?: boolean;
}

/** The block is an async server component: the loader renders it with the fixture API, the story shows the result. */
const meta = {
  title: 'Blocks/Product configurator',
  args: { block: productConfiguratorBlock, locale: 'nl', product: configuratorProduct },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' }, product: { control: false } },
  parameters: { layout: 'fullscreen' },
  loaders: [
    async ({ args, globals }) => {
      // The live count is a lazily loaded island: have its code before the story renders.
      await LazyConfiguratorCount.preload();
      const locale = isLocale(globals.locale) ? globals.locale : args.locale;
      return { view: await ProductConfigurator({ block: args.block, locale, context: configuratorContext(args.product, {}, locale) }) };
    },
  ],
  render: (_args, { loaded }) => <div className="py-10">{loaded.view as ReactNode}</div>,
  // The live count fetches from the browser: answer it from the fixtures.
  beforeEach: ({ args }) => mockConfiguratorFetch({ catalogFail: args.countFails }),
} satisfies Meta<ConfiguratorStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an engagement ring: its setting, shape and metal preselected, and how many rings match. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Stel je eigen ring samen' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Zetting' })).getByRole('radio', { name: 'Solitair' })).toBeChecked();
    await expect(within(canvas.getByRole('group', { name: 'Vorm van de steen' })).getByRole('radio', { name: 'Rond' })).toBeChecked();
    await expect(within(canvas.getByRole('group', { name: 'Metaal' })).getByRole('radio', { name: '14 karaat geelgoud' })).toBeChecked();
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('12 ringen passen bij je keuze'));
    await expect(canvas.getByRole('button', { name: 'Bekijk de ringen' })).toBeEnabled();
  },
};

/** A shopper changes the shape with the keyboard and the count follows; with none matching, the button is off. */
export const ChangingTheChoice: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('12 ringen passen bij je keuze'));
    const shapes = canvas.getByRole('group', { name: 'Vorm van de steen' });
    within(shapes).getByRole('radio', { name: 'Rond' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(shapes).getByRole('radio', { name: 'Princess' })).toBeChecked();
    await userEvent.click(within(shapes).getByRole('radio', { name: 'Ovaal' }));
    await waitFor(() => expect(status).toHaveTextContent('1 ring past bij je keuze'));

    await userEvent.click(within(shapes).getByRole('radio', { name: 'Marquise' }));
    await waitFor(() => expect(status).toHaveTextContent('Geen ringen met deze combinatie'));
    await expect(canvas.getByRole('button', { name: 'Bekijk de ringen' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Bekijk alles in Verlovingsringen' })).toHaveAttribute('href', '/catalog?categories=engagement-rings');

    // "No preference" is left out of the catalogue URL.
    await userEvent.click(within(canvas.getByRole('group', { name: 'Zetting' })).getByRole('radio', { name: 'Geen voorkeur' }));
    await userEvent.click(within(shapes).getByRole('radio', { name: 'Peer' }));
    await waitFor(() => expect(status).toHaveTextContent('8 ringen passen bij je keuze'));
    await expect(canvas.getByRole('button', { name: 'Bekijk de ringen' })).toBeEnabled();
    const form = canvasElement.querySelector('form')!;
    await expect(new URLSearchParams(new FormData(form) as unknown as string).toString()).toBe('categories=engagement-rings&stone_shapes=pear&materials=yellow-gold-14k');
  },
};

/** The count cannot be had: no text, and the button still opens the catalogue. */
export const CountUnavailable: Story = {
  args: { countFails: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Bekijk de ringen' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** On a necklace (not in a listed category): nothing. */
export const Empty: Story = {
  args: { product: necklaceDetail },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'product-configurator',
  schema: productConfiguratorBlockSchema,
  malformed: malformedProductConfiguratorBlock,
  // Never rendered: the malformed block does not parse.
  component: ProductConfigurator as unknown as ComponentType<BlockProps<ProductConfiguratorBlock>>,
  issuePaths: ['data.category_slugs.0', 'data.catalog_category'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;

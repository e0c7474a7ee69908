import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { emptyRichTextBlock, malformedRichTextBlock, richTextBlock, unsafeRichTextBlock } from '../../stories/fixtures/blocks';
import { RichText } from './rich-text';
import { richTextBlockSchema } from './schema';

const meta = {
  title: 'Blocks/Rich text',
  component: RichText,
  args: { block: richTextBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="py-12">{Story()}</div>],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Narrow (~720 px), left aligned: headings, lists, a quote and links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Zo blijven je sieraden mooi' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dagelijks' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'onderhoudstips' })).toHaveAttribute('href', '/klantenservice/onderhoud');
    const external = canvas.getByRole('link', { name: 'uitleg over goudgehaltes' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WideCentered: Story = {
  args: { block: { ...richTextBlock, data: { ...richTextBlock.data, width: 'wide', align: 'center' } } },
};

/** Scripts, event handlers, javascript: links, iframes and inline styles are gone; the text stays. */
export const Sanitised: Story = {
  args: { block: unsafeRichTextBlock },
  play: async ({ canvas, canvasElement }) => {
    const content = canvasElement.querySelector('[data-slot="rich-text-content"]')!;
    await expect(content.querySelector('script, iframe, [onclick], [style]')).toBeNull();
    await expect(canvas.getByText('Deze link had een javascript:-URL')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'deze blijft' })).toHaveAttribute('href', '/ringen');
    await expect(document.title).not.toBe('gehackt');
  },
};

/** No title and no HTML: the block renders nothing. */
export const Empty: Story = {
  args: { block: emptyRichTextBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({ type: 'rich-text', schema: richTextBlockSchema, malformed: malformedRichTextBlock, component: RichText, issuePaths: ['data.html', 'data.width'] });

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;

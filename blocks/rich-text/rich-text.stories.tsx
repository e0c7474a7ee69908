import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { getT } from '../../kit/i18n';
import { BlockError } from '../../kit/ui/block-error';
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

const invalid = richTextBlockSchema.safeParse(malformedRichTextBlock);

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = {
  // A story must return an element; the fragment holds what the shopper gets: null.
  render: ({ locale }) => <>{invalid.success ? <RichText block={invalid.data} locale={locale} /> : null}</>,
  play: async ({ canvas, canvasElement }) => {
    await expect(invalid.success).toBe(false);
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = {
  render: ({ locale }) =>
    invalid.success ? (
      <RichText block={invalid.data} locale={locale} />
    ) : (
      <BlockError
        blockType="rich-text"
        title={getT(locale)('blocks.invalid', { type: 'rich-text' })}
        issues={invalid.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)}
      />
    ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Blok "rich-text" kan niet worden getoond');
    await expect(alert).toHaveTextContent('data.html');
    await expect(alert).toHaveTextContent('data.width');
  },
};

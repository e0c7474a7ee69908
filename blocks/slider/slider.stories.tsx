import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import { emptySliderBlock, malformedSliderBlock, sliderBlock } from '../../stories/fixtures/content-blocks';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { sliderBlockSchema } from './schema';
import { Slider } from './slider';
import { SliderControlsSlot } from '../../kit/ui/slider-controls.lazy';

const meta = {
  title: 'Blocks/Slider',
  component: Slider,
  args: { block: sliderBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'An accessible carousel of image and text slides in the page’s column (region with `aria-roledescription="carousel"`, each slide a labelled group, previous/next and dot buttons). It reuses the top slider’s island, which is on every CMS page already.',
          '',
          '`data`: `title` (names the carousel; default “Uitgelicht”) · `slides`: up to 12 of `{ title?, text?, image?, url?, button_text? }` — a slide needs a title, text or image, and a button needs a `url` (a shop path) ·',
          '`autoplay_ms`: turn every so many ms (default `0`: never). When it turns it pauses on hover and focus, never with reduced motion, and always has a pause button.',
        ].join('\n'),
      },
    },
  },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
  // The controls' island loads when the browser is idle on a page; a story clicks them at once.
  loaders: [() => SliderControlsSlot.preload()],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three slides (one text only); previous/next and the dots move between them. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'Inspiratie voor elke dag' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('group', { name: 'Dia 1 van 3' })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.getByRole('link', { name: 'Shop ringen' })).toHaveAttribute('href', '/catalog?categories=rings');
    await expect(canvas.queryByRole('button', { name: /pauzeren/ })).toBeNull();
    const dot = (n: number) => canvas.getByRole('button', { name: `Ga naar dia ${n}` });
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende dia' }));
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Parels zijn terug' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Vorige dia' }));
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  },
};

/** Turning by itself: there is a pause button, and pausing stops it. */
export const Autoplay: Story = {
  args: { block: { ...sliderBlock, data: { ...sliderBlock.data, autoplay_ms: 800 } } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ga naar dia 2' })).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Diavoorstelling pauzeren' }));
    await expect(canvas.getByRole('button', { name: 'Diavoorstelling afspelen' })).toBeInTheDocument();
  },
};

/** No slides: the block renders nothing. */
export const Empty: Story = {
  args: { block: emptySliderBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({ type: 'slider', schema: sliderBlockSchema, malformed: malformedSliderBlock, component: Slider, issuePaths: ['data.autoplay_ms', 'data.slides.0', 'data.slides.1.url'] });

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;

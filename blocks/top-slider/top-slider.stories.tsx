import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { emptyTopSliderBlock, malformedTopSliderBlock, topSliderBlock } from '../../stories/fixtures/blocks';
import { topSliderBlockSchema } from './schema';
import { TopSlider } from './top-slider';
import { SliderControlsSlot } from '../../kit/ui/slider-controls.lazy';

const meta = {
  title: 'Blocks/Top slider',
  component: TopSlider,
  args: { block: topSliderBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: { layout: 'fullscreen' },
  // The controls' island loads when the browser is idle on a page; a story clicks them at once.
  loaders: [() => SliderControlsSlot.preload()],
} satisfies Meta<typeof TopSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three slides; previous/next and the dots move between them. */
export const Default: Story = {
  args: { block: { ...topSliderBlock, data: { ...topSliderBlock.data, autoplay_ms: 0 } } },
  play: async ({ canvas, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'Uitgelicht' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Goud dat een leven lang meegaat' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop ringen' })).toHaveAttribute('href', '/ringen');

    const [first, second] = canvas.getAllByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(second).toHaveAttribute('loading', 'lazy');

    const dot = (n: number) => canvas.getByRole('button', { name: `Ga naar dia ${n}` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende dia' }));
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Parels voor elke dag' })).toBeVisible());
    await userEvent.click(dot(3));
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende dia' }));
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  },
};

/** English: labels from the en messages, links get the /en prefix. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Shop ringen' })).toHaveAttribute('href', '/en/ringen');
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 3' })).toBeInTheDocument();
  },
};

/** Autoplay advances on its own and stops with the pause button. */
export const Autoplay: Story = {
  args: { block: { ...topSliderBlock, data: { ...topSliderBlock.data, autoplay_ms: 800 } } },
  play: async ({ canvas, userEvent }) => {
    const dot = (n: number) => canvas.getByRole('button', { name: `Ga naar dia ${n}` });
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Diavoorstelling pauzeren' }));
    const play = canvas.getByRole('button', { name: 'Diavoorstelling afspelen' });
    const current = canvas.getAllByRole('button', { current: true })[0];
    play.blur();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(canvas.getAllByRole('button', { current: true })[0]).toBe(current);
  },
};

/** Light text on a dark image: an ink scrim keeps the text legible from md up. */
export const LightTone: Story = {
  args: {
    block: {
      ...topSliderBlock,
      data: { autoplay_ms: 0, slides: [topSliderBlock.data.slides[1]!, topSliderBlock.data.slides[0]!] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Parels voor elke dag' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bekijk kettingen' })).toHaveAttribute('href', '/kettingen?materials=parel');
  },
};

/** A single slide: no controls, nothing rotates. The slide's title links when it has no button. */
export const SingleSlide: Story = {
  args: { block: { ...topSliderBlock, data: { ...topSliderBlock.data, slides: topSliderBlock.data.slides.slice(2) } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cadeau-idee: oorbellen' })).toHaveAttribute('href', '/oorbellen');
  },
};

/** No slides: the block renders nothing. */
export const Empty: Story = {
  args: { block: emptyTopSliderBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({ type: 'top-slider', schema: topSliderBlockSchema, malformed: malformedTopSliderBlock, component: TopSlider, issuePaths: ['data.slides.0.url'] });

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SliderControlsSlot } from '../../kit/ui/slider-controls.lazy';
import { sliderBlock } from '../../stories/fixtures/content-blocks';
import { sliderBlockSchema } from './schema';
import { Slider } from './slider';

// The controls' island loads when the browser is idle; here it is in from the start.
beforeAll(() => SliderControlsSlot.preload());

describe('sliderBlockSchema', () => {
  it('does not turn by itself unless asked, and takes text-only slides', () => {
    const parsed = sliderBlockSchema.parse({ id: 1, type: 'slider', data: { slides: [{ text: 'Gratis graveren' }] } });
    expect(parsed.data.autoplay_ms).toBe(0);
  });

  it('rejects an empty slide, a button without a link, off-site links and negative intervals', () => {
    const result = sliderBlockSchema.safeParse({
      id: 1,
      type: 'slider',
      data: { autoplay_ms: -1, slides: [{}, { title: 'Ringen', button_text: 'Shop' }, { title: 'Elders', url: 'https://elders.example' }] },
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.autoplay_ms', 'data.slides.0', 'data.slides.1.url', 'data.slides.2.url']);
  });
});

describe('Slider', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel of labelled slides with their titles, texts and links', () => {
    render(<Slider block={sliderBlock} locale="nl" />);
    const carousel = screen.getByRole('region', { name: 'Inspiratie voor elke dag' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel).toHaveAttribute('data-block', 'slider');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Dia 1 van 3', 'Dia 2 van 3', 'Dia 3 van 3']);
    expect(within(slides[0]!).getByRole('link', { name: 'Shop ringen' })).toHaveAttribute('href', '/catalog?categories=rings');
    // Without a button the title links; without a URL nothing does.
    expect(within(slides[1]!).getByRole('link', { name: 'Parels zijn terug' })).toHaveAttribute('href', '/catalog?stones=pearl');
    expect(within(slides[2]!).queryByRole('link')).toBeNull();
    expect(within(slides[2]!).getByText(/met de hand afgewerkt/)).toBeInTheDocument();
  });

  it('has previous, next and dot buttons; English labels and links under /en', () => {
    render(<Slider block={{ ...sliderBlock, data: { ...sliderBlock.data, title: undefined } }} locale="en" />);
    expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Shop ringen' })).toHaveAttribute('href', '/en/catalog?categories=rings');
  });

  it('turns only with autoplay_ms, and then offers a pause button that stops it', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Slider block={sliderBlock} locale="nl" />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { current: true })).toHaveAccessibleName('Ga naar dia 1');
    expect(screen.queryByRole('button', { name: /Diavoorstelling/ })).toBeNull();
    unmount();

    render(<Slider block={{ ...sliderBlock, data: { ...sliderBlock.data, autoplay_ms: 4000 } }} locale="nl" />);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('button', { current: true })).toHaveAccessibleName('Ga naar dia 2');
    fireEvent.click(screen.getByRole('button', { name: 'Diavoorstelling pauzeren' }));
    act(() => screen.getByRole('button', { name: 'Diavoorstelling afspelen' }).blur());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { current: true })).toHaveAccessibleName('Ga naar dia 2');
  });

  it('renders nothing without slides', () => {
    const { container } = render(<Slider block={sliderBlockSchema.parse({ id: 3, type: 'slider', data: {} })} locale="nl" />);
    expect(container).toBeEmptyDOMElement();
  });
});

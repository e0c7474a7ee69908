import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SliderControlsSlot } from '../../kit/ui/slider-controls.lazy';
import { topSliderBlock } from '../../stories/fixtures/blocks';
import { topSliderBlockSchema, type TopSliderBlock } from './schema';
import { TopSlider } from './top-slider';

// The controls' island loads when the browser is idle; here it is in from the start.
beforeAll(() => SliderControlsSlot.preload());

const withAutoplay = (ms: number): TopSliderBlock => ({ ...topSliderBlock, data: { ...topSliderBlock.data, autoplay_ms: ms } });
const currentDot = () => screen.getByRole('button', { current: true });

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('topSliderBlockSchema', () => {
  it('accepts a slider and fills in defaults', () => {
    const parsed = topSliderBlockSchema.parse({
      id: 1,
      type: 'top-slider',
      data: { slides: [{ title: 'Ringen', url: '/ringen', image: { url: '/a.svg' } }] },
    });
    expect(parsed.data.autoplay_ms).toBe(6000);
    expect(parsed.data.slides[0]).toMatchObject({ tone: 'dark', image: { alt: '' } });
  });

  it('rejects off-site URLs, empty titles and negative intervals', () => {
    const result = topSliderBlockSchema.safeParse({
      id: 1,
      type: 'top-slider',
      data: { autoplay_ms: -1, slides: [{ title: '', url: 'https://elders.example/', image: { url: '/a.svg' } }] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'data.autoplay_ms',
      'data.slides.0.title',
      'data.slides.0.url',
    ]);
  });
});

describe('TopSlider', () => {
  beforeEach(() => mockReducedMotion(false));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders every slide title as h2, with its text, button link and alt text', () => {
    render(<TopSlider block={withAutoplay(0)} locale="nl" />);
    expect(screen.getByRole('region', { name: 'Uitgelicht' })).toHaveAttribute('data-block', 'top-slider');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Goud dat een leven lang meegaat',
      'Parels voor elke dag',
      'Cadeau-idee: oorbellen',
    ]);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop ringen' })).toHaveAttribute('href', '/ringen');
    expect(screen.getByRole('link', { name: 'Bekijk kettingen' })).toHaveAttribute('href', '/kettingen?materials=parel');
    expect(screen.getByRole('img', { name: /Gouden ring/ })).toBeInTheDocument();
    const slide = screen.getByRole('group', { name: 'Dia 2 van 3' });
    expect(within(slide).getByText('Zoetwaterparels aan een fijne gouden ketting.')).toBeInTheDocument();
  });

  it('links the title when a slide has no button', () => {
    render(<TopSlider block={withAutoplay(0)} locale="nl" />);
    expect(screen.getByRole('link', { name: 'Cadeau-idee: oorbellen' })).toHaveAttribute('href', '/oorbellen');
  });

  it('loads the first image eagerly with high priority and the others lazily', () => {
    const { container } = render(<TopSlider block={withAutoplay(0)} locale="nl" />);
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
  });

  it('prefixes links and uses English labels for locale en', () => {
    render(<TopSlider block={withAutoplay(0)} locale="en" />);
    expect(screen.getByRole('link', { name: 'Shop ringen' })).toHaveAttribute('href', '/en/ringen');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toBeInTheDocument();
  });

  it('moves between slides with previous, next and the dots, wrapping at the ends', async () => {
    render(<TopSlider block={withAutoplay(0)} locale="nl" />);
    expect(currentDot()).toHaveAccessibleName('Ga naar dia 1');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende dia' }));
    expect(currentDot()).toHaveAccessibleName('Ga naar dia 2');
    await userEvent.click(screen.getByRole('button', { name: 'Ga naar dia 3' }));
    expect(currentDot()).toHaveAccessibleName('Ga naar dia 3');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende dia' }));
    expect(currentDot()).toHaveAccessibleName('Ga naar dia 1');
    await userEvent.click(screen.getByRole('button', { name: 'Vorige dia' }));
    expect(currentDot()).toHaveAccessibleName('Ga naar dia 3');
  });

  it('renders nothing without slides, and no controls for a single slide', () => {
    const { container, rerender } = render(<TopSlider block={{ ...topSliderBlock, data: { slides: [], autoplay_ms: 0 } }} locale="nl" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<TopSlider block={{ ...topSliderBlock, data: { ...topSliderBlock.data, slides: topSliderBlock.data.slides.slice(0, 1) } }} locale="nl" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  describe('autoplay', () => {
    beforeEach(() => vi.useFakeTimers());

    it('advances every autoplay_ms', () => {
      render(<TopSlider block={withAutoplay(5000)} locale="nl" />);
      act(() => vi.advanceTimersByTime(5000));
      expect(currentDot()).toHaveAccessibleName('Ga naar dia 2');
      act(() => vi.advanceTimersByTime(5000));
      expect(currentDot()).toHaveAccessibleName('Ga naar dia 3');
    });

    it('pauses while hovered or focused and resumes afterwards', () => {
      render(<TopSlider block={withAutoplay(5000)} locale="nl" />);
      const slider = screen.getByRole('region').querySelector('[data-slot="slider"]')!;
      fireEvent.pointerEnter(slider);
      act(() => vi.advanceTimersByTime(15000));
      expect(currentDot()).toHaveAccessibleName('Ga naar dia 1');
      fireEvent.pointerLeave(slider);

      act(() => screen.getByRole('link', { name: 'Shop ringen' }).focus());
      act(() => vi.advanceTimersByTime(15000));
      expect(currentDot()).toHaveAccessibleName('Ga naar dia 1');
      act(() => screen.getByRole('link', { name: 'Shop ringen' }).blur());

      act(() => vi.advanceTimersByTime(5000));
      expect(currentDot()).toHaveAccessibleName('Ga naar dia 2');
    });

    it('stops with the pause button and starts again with play', () => {
      render(<TopSlider block={withAutoplay(5000)} locale="nl" />);
      fireEvent.click(screen.getByRole('button', { name: 'Diavoorstelling pauzeren' }));
      act(() => screen.getByRole('button', { name: 'Diavoorstelling afspelen' }).blur());
      act(() => vi.advanceTimersByTime(15000));
      expect(currentDot()).toHaveAccessibleName('Ga naar dia 1');
      fireEvent.click(screen.getByRole('button', { name: 'Diavoorstelling afspelen' }));
      act(() => screen.getByRole('button', { name: 'Diavoorstelling pauzeren' }).blur());
      act(() => vi.advanceTimersByTime(5000));
      expect(currentDot()).toHaveAccessibleName('Ga naar dia 2');
    });

    it('does not rotate (and offers no pause button) when the shopper prefers reduced motion', () => {
      mockReducedMotion(true);
      render(<TopSlider block={withAutoplay(5000)} locale="nl" />);
      act(() => vi.advanceTimersByTime(20000));
      expect(currentDot()).toHaveAccessibleName('Ga naar dia 1');
      expect(screen.queryByRole('button', { name: /Diavoorstelling/ })).toBeNull();
    });

    it('does not rotate when autoplay_ms is 0', () => {
      render(<TopSlider block={withAutoplay(0)} locale="nl" />);
      act(() => vi.advanceTimersByTime(20000));
      expect(currentDot()).toHaveAccessibleName('Ga naar dia 1');
    });
  });
});

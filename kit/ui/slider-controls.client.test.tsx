import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SliderControls } from './slider-controls.client';

const labels = { previous: 'Vorige dia', next: 'Volgende dia', pause: 'Pauzeer', play: 'Speel af', goTo: ['Ga naar dia 1', 'Ga naar dia 2', 'Ga naar dia 3'] };
const classNames = { pause: '', step: '' };

/** A track 300 px wide whose scrollTo only starts a glide: the test moves it along. */
function mountTrack() {
  const slider = document.createElement('div');
  slider.id = 'slider';
  const track = document.createElement('div');
  track.id = 'slider-track';
  Object.defineProperty(track, 'clientWidth', { value: 300 });
  track.scrollTo = vi.fn() as unknown as typeof track.scrollTo;
  slider.append(track);
  document.body.append(slider);
  const scrollTo = (left: number) => {
    track.scrollLeft = left;
    fireEvent.scroll(track);
  };
  return { track, scrollTo };
}

const current = () => screen.getAllByRole('button', { name: /Ga naar dia/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

describe('SliderControls', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps the dot a button chose while the track glides past other slides, then follows the shopper’s swipes', () => {
    const { track, scrollTo } = mountTrack();
    render(<SliderControls sliderId="slider" autoplayMs={0} labels={labels} buttonClassNames={classNames} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ga naar dia 3' }));
    expect(current()).toBe(3);
    // On its way from slide 1 to 3 the track pauses over slide 2 (a slow frame).
    scrollTo(290);
    act(() => void vi.advanceTimersByTime(150));
    expect(current()).toBe(3);
    scrollTo(600);
    act(() => void vi.advanceTimersByTime(150));
    expect(current()).toBe(3);

    // A swipe back to slide 2: the dot follows once the track settles.
    fireEvent.pointerDown(track);
    scrollTo(300);
    act(() => void vi.advanceTimersByTime(150));
    expect(current()).toBe(2);
  });

  it('follows the track when a glide was taken over without a pointer (after a second)', () => {
    const { scrollTo } = mountTrack();
    render(<SliderControls sliderId="slider" autoplayMs={0} labels={labels} buttonClassNames={classNames} />);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende dia' }));
    expect(current()).toBe(2);
    act(() => void vi.advanceTimersByTime(1100));
    scrollTo(0);
    act(() => void vi.advanceTimersByTime(150));
    expect(current()).toBe(1);
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockFrame } from './block-frame';

const block = <section data-block="rich-text">Tekst</section>;

describe('BlockFrame', () => {
  it('frames a block in its width, rendered at once unless deferred', () => {
    const { container } = render(<BlockFrame width="container">{block}</BlockFrame>);
    const frame = container.firstElementChild!;
    expect(frame.getAttribute('data-width')).toBe('container');
    expect(frame.className).toContain('max-w-container');
    expect(frame.className).not.toContain('defer-render');
  });

  it('defers a later block: its frame skips rendering until near the viewport, and still hides when empty', () => {
    const { container } = render(
      <BlockFrame width="text" deferred>
        {block}
      </BlockFrame>,
    );
    expect(container.firstElementChild!.className.split(' ')).toEqual(expect.arrayContaining(['defer-render', 'empty:hidden', 'max-w-[860px]']));
  });

  it('a full-width block has no frame, unless it is deferred (the deferral needs a box)', () => {
    const plain = render(<BlockFrame width="full">{block}</BlockFrame>);
    expect(plain.container.firstElementChild!.tagName).toBe('SECTION');
    const deferred = render(
      <BlockFrame width="full" deferred>
        {block}
      </BlockFrame>,
    );
    const frame = deferred.container.firstElementChild!;
    expect(frame.getAttribute('data-slot')).toBe('block-frame');
    expect(frame.className).toBe('defer-render empty:hidden');
    expect(frame.querySelector('[data-block="rich-text"]')).not.toBeNull();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptySizeToWeightBlock, routeCaratTables, sizeToWeightBlock } from '../../stories/fixtures/size-guide';
import { sizeToWeightBlockSchema } from './schema';
import { SizeToWeight } from './size-to-weight';
import { LazyCaratSelector } from '../../kit/carat/carat-selector.lazy';

// The island is code-split: loaded up front it renders at once.
beforeAll(async () => {
  await LazyCaratSelector.preload();
});

let restore = () => {};
afterEach(() => restore());

const weight = () => document.querySelector('[data-slot="carat-weight"]');
/** The slider's spoken value, with the no-break spaces before the units as plain spaces. */
const valueText = () => screen.getByRole('slider', { name: 'Afmeting' }).getAttribute('aria-valuetext')?.replace(/\u00a0/g, ' ');

describe('sizeToWeightBlockSchema', () => {
  it('offers all 14 shapes, round first, by default', () => {
    const block = sizeToWeightBlockSchema.parse({ id: 1, type: 'size-to-weight', data: {} });
    expect(block.data.shapes).toHaveLength(14);
    expect(block.data.shape).toBe('round');
    expect(block.data.mm).toBeUndefined();
  });

  it('refuses an unknown shape, an unreadable size and a shape listed twice', () => {
    const result = sizeToWeightBlockSchema.safeParse({ id: 1, type: 'size-to-weight', data: { shape: 'hexagon', mm: '6 mm wide', shapes: ['round', 'round'] } });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['data.mm', 'data.shape', 'data.shapes']);
  });
});

describe('SizeToWeight', () => {
  it('shows a 6 mm round as 0,84 ct (nl) once the table has loaded', async () => {
    restore = routeCaratTables();
    render(<SizeToWeight block={sizeToWeightBlock} locale="nl" />);
    const section = screen.getByRole('region', { name: 'Van millimeter naar karaat' });
    expect(section).toHaveAttribute('data-block', 'size-to-weight');
    expect(within(section).getByRole('status', { busy: true })).toHaveTextContent('Maattabel wordt geladen…');
    await waitFor(() => expect(weight()).toHaveTextContent('0,84 ct'));
    expect(screen.getByRole('radio', { name: 'Rond' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(14);
    expect(valueText()).toBe('6 mm, 0,84 ct');
    expect(screen.getByRole('img', { name: /^Rond, 6\smm, op ware grootte naast een munt van 1 euro$/ })).toBeInTheDocument();
  });

  it('draws the stone and the 1 euro coin in CSS millimetres (true size at 96 px per inch)', async () => {
    restore = routeCaratTables();
    const { container } = render(<SizeToWeight block={sizeToWeightBlock} locale="en" />);
    await waitFor(() => expect(weight()).toHaveTextContent('0.84 ct'));
    const stone = container.querySelector<SVGElement>('[data-slot="true-size"] [data-slot="stone-shape"]')!;
    expect(stone.style.width).toBe('6mm');
    expect(stone.style.height).toBe('6mm');
    expect(container.querySelector<SVGElement>('[data-slot="true-size"] svg:not([data-slot])')!.style.width).toBe('23.25mm');
    expect(screen.getByText(/96 CSS pixels per inch \(1 mm = 3\.7795 px\)/)).toBeInTheDocument();
  });

  it('moves through the table with the slider and keeps about the same weight when the shape changes', async () => {
    restore = routeCaratTables();
    render(<SizeToWeight block={sizeToWeightBlock} locale="nl" />);
    const slider = await screen.findByRole('slider', { name: 'Afmeting' });
    fireEvent.change(slider, { target: { value: String(Number(slider.getAttribute('value')) + 1) } });
    expect(weight()).toHaveTextContent('0,93 ct');
    expect(valueText()).toBe('6,25 mm, 0,93 ct');

    await userEvent.click(screen.getByRole('radio', { name: 'Ovaal' }));
    expect(screen.getByRole('radio', { name: 'Ovaal' })).toBeChecked();
    // The oval nearest 0,93 ct: 7,7 × 5,7 mm at 1,00 ct; the change is announced.
    expect(valueText()).toBe('7,7 × 5,7 mm, 1,00 ct');
    expect(screen.getByText(/^Ovaal: 7,7 × 5,7\smm, 1,00\sct$/)).toBeInTheDocument();
  });

  it('starts with the size nearest 1 carat without a size from the CMS, and offers only the listed shapes', async () => {
    restore = routeCaratTables();
    render(<SizeToWeight block={{ ...sizeToWeightBlock, data: { shapes: ['pear', 'heart'], shape: 'round' } }} locale="en" />);
    await waitFor(() => expect(weight()).toHaveTextContent('1.00 ct'));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['pear', 'heart']);
    expect(screen.getByRole('radio', { name: 'Pear' })).toBeChecked();
  });

  it('says it could not load the size chart, and loads it on retry', async () => {
    restore = routeCaratTables({ status: 500 });
    render(<SizeToWeight block={sizeToWeightBlock} locale="nl" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kon maattabel niet laden');
    restore();
    restore = routeCaratTables();
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    await waitFor(() => expect(weight()).toHaveTextContent('0,84 ct'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in English too, and renders nothing without shapes', async () => {
    restore = routeCaratTables({ status: 404 });
    const { container, rerender } = render(<SizeToWeight block={sizeToWeightBlock} locale="en" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load size chart');
    rerender(<SizeToWeight block={emptySizeToWeightBlock} locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});

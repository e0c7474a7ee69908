import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MetalPicker, SizePicker } from './variant-picker';

const metals = [
  { id: 1, title: '14 karaat geelgoud', color: '#d4af37' },
  { id: 5, title: '950 platina', color: '#e5e4e2' },
];
const sizes = [
  { value: '50', label: '50' },
  { value: '52', label: '52' },
  { value: '54', label: '54', soldOutLabel: '54 (uitverkocht)' },
];

describe('MetalPicker', () => {
  it('is a labelled radio group of swatches with the chosen metal checked and named in the legend', () => {
    render(<MetalPicker name="metal" legend="Metaal" options={metals} value={1} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Metaal: 14 karaat geelgoud' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '14 karaat geelgoud' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '950 platina' })).not.toBeChecked();
  });

  it('reports the metal chosen with the mouse or the arrow keys', async () => {
    const onChange = vi.fn();
    render(<MetalPicker name="metal" legend="Metaal" options={metals} value={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '950 platina' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });
});

describe('SizePicker', () => {
  it('names sold-out sizes and still lets them be chosen (for the notify form)', async () => {
    const onChange = vi.fn();
    render(<SizePicker name="size" legend="Ringmaat" options={sizes} value="50" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Ringmaat: 50' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '50' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '54 (uitverkocht)' }));
    expect(onChange).toHaveBeenCalledWith('54');
  });
});

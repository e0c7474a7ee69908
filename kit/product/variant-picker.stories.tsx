import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { MetalPicker, SizePicker } from './variant-picker';

const metals = [
  { id: 1, title: '14 karaat geelgoud', color: '#d4af37' },
  { id: 2, title: '14 karaat witgoud', color: '#e8e6df' },
  { id: 3, title: '14 karaat roségoud', color: '#e0a98c' },
  { id: 5, title: '950 platina', color: '#a9a8a4' },
];
const sizes = ['48', '50', '52', '54', '56'].map((value) => ({ value, label: value, soldOutLabel: value === '54' ? `${value} (uitverkocht)` : undefined }));

function Pickers() {
  const [metal, setMetal] = useState(1);
  const [size, setSize] = useState('52');
  return (
    <div className="flex max-w-md flex-col gap-6">
      <MetalPicker name="metal" legend="Metaal" options={metals} value={metal} onChange={setMetal} />
      <SizePicker name="size" legend="Ringmaat" options={sizes} value={size} onChange={setSize} />
    </div>
  );
}

const meta = {
  title: 'Kit/Product/Variant picker',
  component: Pickers,
} satisfies Meta<typeof Pickers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Metal swatches and ring sizes are radio groups: click, or arrow keys within a group. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Metaal: 14 karaat geelgoud' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '950 platina' }));
    await expect(canvas.getByRole('group', { name: 'Metaal: 950 platina' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '14 karaat roségoud' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '54 (uitverkocht)' }));
    await expect(canvas.getByRole('group', { name: 'Ringmaat: 54' })).toBeVisible();
  },
};

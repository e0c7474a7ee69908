import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} max={max} onChange={setValue} labels={{ quantity: 'Aantal', decrease: 'Aantal verlagen', increase: 'Aantal verhogen' }} />;
}

const meta = {
  title: 'Kit/UI/Quantity stepper',
  component: Stepper,
  args: { max: 3 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1..stock: plus stops at 3 pieces in stock. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const plus = canvas.getByRole('button', { name: 'Aantal verhogen' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(3);
    await expect(plus).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { EngravingField, type Engraving } from './engraving-field';

const labels = {
  legend: 'Gravure',
  text: 'Gravuretekst',
  placeholder: 'Bijv. Voor altijd',
  sample: 'Voor altijd',
  count: '{count} van {max} tekens',
  font: 'Lettertype',
  fonts: { serif: 'Klassiek', script: 'Handschrift' },
  preview: 'Voorbeeld van de gravure',
};

function Field({ metalColor, initial }: { metalColor: string; initial: Engraving }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-md">
      <EngravingField value={value} onChange={setValue} metalColor={metalColor} labels={labels} />
    </div>
  );
}

const meta = {
  title: 'Kit/Product/Engraving field',
  component: Field,
  args: { metalColor: '#d4af37', initial: { text: '', font: 'serif' } },
  argTypes: { metalColor: { control: 'color' } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing shows the text on a plate in the metal's colour; the font switches between classic and script. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gravuretekst' }), 'Voor altijd');
    await expect(canvas.getByRole('img', { name: 'Voorbeeld van de gravure: Voor altijd' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Handschrift' }));
    await expect(canvas.getByRole('radio', { name: 'Handschrift' })).toBeChecked();
  },
};

/** Script on white gold. */
export const ScriptOnWhiteGold: Story = { args: { metalColor: '#e8e6df', initial: { text: 'A & M · 2026', font: 'script' } } };

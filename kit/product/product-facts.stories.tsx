import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { ProductFacts } from './product-facts';

const meta = {
  title: 'Kit/Product/Product facts',
  component: ProductFacts,
  args: {
    title: 'Productinformatie',
    items: [
      { label: 'Materiaal', value: '14 karaat geelgoud' },
      { label: 'Steen', value: 'Diamant' },
      { label: 'Slijpvorm', value: 'Rond' },
      { label: 'Zetting', value: 'Vier griffen' },
      { label: 'Retourneren', value: '30 dagen retour' },
      { label: 'Artikelnummer', value: 'AUR-ENG-0005-YG14-50' },
    ],
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof ProductFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(6);
    await expect(canvas.getByText('30 dagen retour')).toBeVisible();
  },
};

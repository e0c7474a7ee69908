import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Kit/UI/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: 'Home', href: '/' }, { label: 'Verlovingsringen', href: '/catalog?categories=engagement-rings' }, { label: 'Solitair verlovingsring Aurora' }],
    previous: { href: '/product/halo-ring-aurora', title: 'Halo ring Aurora' },
    next: { href: '/product/trilogy-ring-heritage', title: 'Trilogy ring Heritage' },
    labels: {
      breadcrumb: 'Kruimelpad',
      navigation: 'Bladeren door producten',
      previous: 'Vorige',
      next: 'Volgende',
      previousProduct: 'Vorig product: {title}',
      nextProduct: 'Volgend product: {title}',
    },
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home › category › product, with the category's previous and next product. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Kruimelpad' })).toBeVisible();
    await expect(canvas.getByText('Solitair verlovingsring Aurora')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Volgend product: Trilogy ring Heritage' })).toHaveAttribute('href', '/product/trilogy-ring-heritage');
  },
};

/** First product of its category: no previous link. */
export const WithoutPrevious: Story = {
  args: { previous: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Vorig product/ })).toBeNull();
  },
};

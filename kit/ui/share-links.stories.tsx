import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { ShareLinks } from './share-links';

const meta = {
  title: 'Kit/UI/Share links',
  component: ShareLinks,
  args: {
    url: 'https://juwelier-aurum.nl/product/solitair-verlovingsring-aurora',
    title: 'Solitair verlovingsring Aurora',
    labels: { title: 'Delen', email: 'Delen via e-mail', whatsapp: 'Delen via WhatsApp', pinterest: 'Bewaren op Pinterest', newWindow: '(opent in een nieuw venster)' },
  },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain links: mailto, WhatsApp and Pinterest. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Delen via e-mail' })).toHaveAttribute('href', expect.stringContaining('mailto:'));
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

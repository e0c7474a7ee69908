import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import { ProductDetails } from './product-details';

const meta = {
  title: 'Kit/Product/Product details',
  component: ProductDetails,
  args: {
    label: 'Over dit sieraad',
    sections: [
      { id: 'description', title: 'Beschrijving', content: <p>Een tijdloze solitair met een ronde briljant van 0,5 karaat.</p> },
      { id: 'details', title: 'Details', content: <ul className="list-disc pl-5"><li>Kleur G, zuiverheid VS1</li><li>Bandbreedte 1,8 mm</li></ul> },
      { id: 'shipping', title: 'Verzenden & retourneren', content: <p>Gratis verzonden; 30 dagen bedenktijd.</p> },
    ],
  },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tabs (from lg up on the page); arrow keys move between them. The panels are server HTML that the
 * stylesheet shows by the selected tab; the list's code loads when it is near the viewport.
 */
export const Tabs: Story = {
  args: { layout: 'tabs' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Beschrijving' })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: 'Details' })).toBeNull();
    // The island has taken over once its wrapper around the server's copy is gone.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="idle-island"]')).toBeNull(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: 'Beschrijving' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Verzenden & retourneren' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Verzenden & retourneren' })).toBeVisible();
  },
};

/** Below lg the same sections are accordions (native details); the first is open. */
export const Accordions: Story = {
  args: { layout: 'accordions' },
  play: async ({ canvasElement }) => {
    const details = canvasElement.querySelectorAll('details');
    await expect(details).toHaveLength(3);
    await expect(details[0]).toHaveAttribute('open');
  },
};

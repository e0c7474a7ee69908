import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brokenMainMenu, mainMenu, megaMenuLabels } from '../../stories/fixtures/menus';
import { MegaMenu } from './mega-menu';

const meta = {
  title: 'Kit/Shell/MegaMenu',
  component: MegaMenu,
  args: { items: mainMenu, labels: megaMenuLabels },
  parameters: { layout: 'fullscreen' },
  // A header-like bar: the panel is positioned under the nearest positioned ancestor, full width.
  decorators: [
    (Story) => (
      <div className="min-h-[28rem] bg-canvas">
        <div className="relative border-b border-line bg-canvas">
          <div className="mx-auto flex h-20 max-w-container items-center px-6">
            <Story />
          </div>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls')!)!;

/** The menu as the page loads: every link in the markup, the panels closed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(canvas.getByRole('link', { name: 'Verlovingsringen' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Submenu Ringen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(toggle)).not.toBeVisible();
    // In the markup all the same (search engines, no JavaScript).
    await expect(nav.querySelectorAll('a')).toHaveLength(21);
  },
};

/** With the keyboard: Tab to the toggle, Enter opens, Tab into the panel, Escape closes and returns focus. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Submenu Ringen' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ringen' })).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panelOf(toggle)).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Trouwringen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(panelOf(toggle)).not.toBeVisible());
  },
};

/** Open (the accessibility check runs on this state): children in columns, the first child as the featured card. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Submenu Kettingen' });
    await userEvent.click(toggle);
    const panel = panelOf(toggle);
    await waitFor(() => expect(panel).toBeVisible());
    const card = within(panel).getByRole('link', { name: 'Alle kettingen' });
    await expect(card).toBeVisible();
    await expect(card.closest('[data-slot="mega-menu-featured"]')).toHaveTextContent('UitgelichtAlle kettingenBekijken');
    await expect(within(panel).getByRole('link', { name: 'Hangers' })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Kaart-sieraden' })).toBeVisible();
    // The other panel stays closed.
    await expect(panelOf(canvas.getByRole('button', { name: 'Submenu Ringen' }))).not.toBeVisible();
  },
};

/** No menu in the CMS: nothing, not an empty navigation landmark. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * Error does not apply: the menu has no loading or failure of its own. It gets the CMS menu,
 * validated by the contract, from the layout's bootstrap; when that fails the layout shows the
 * maintenance page without a header. What can go wrong is the data an editor left, shown here:
 * links without a URL are left out ("Trouwringen", "Nergens heen"), and an entry without a page of
 * its own ("Cadeaus") is a toggle with its title.
 */
export const BrokenLink: Story = {
  args: { items: brokenMainMenu },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText('Nergens heen')).toBeNull();
    await expect(canvas.queryByText('Trouwringen')).toBeNull();
    const gifts = canvas.getByRole('button', { name: 'Cadeaus' });
    await userEvent.click(gifts);
    await expect(gifts).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Cadeaus onder € 200' })).toBeVisible());
  },
};

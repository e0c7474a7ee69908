import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useEffect, useRef } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { mainMenu, sideMenuLabels, sideMenuSections } from '../../stories/fixtures/menus';
import { setMenuOpen, shopView, useMenuOpen } from '../state/shop-view';
import { MoreIcon } from '../ui/icons';
import type { MenuEntry } from './menu-link';
import { SideMenu, type SideMenuSection } from './side-menu';

type SideMenuStoryArgs = { sections: SideMenuSection[]; items?: MenuEntry[]; startOpen?: boolean };

/** The header's "Meer" button and the sheet, wired through the view store as in the shop. */
function SideMenuWithButton({ sections, items, startOpen = false }: SideMenuStoryArgs) {
  const menu = items ? 'mobile' : 'side';
  const open = useMenuOpen(menu);
  const setOpen = (next: boolean) => setMenuOpen(menu, next);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(menu, startOpen), [menu, startOpen]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm text-ink hover:bg-brand-soft"
      >
        <MoreIcon />
        {items ? 'Menu' : 'Meer'}
      </button>
      <SideMenu
        open={open}
        onOpenChange={setOpen}
        items={items}
        sections={sections}
        labels={items ? { title: 'Hoofdmenu', close: 'Menu sluiten' } : sideMenuLabels}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/Shell/SideMenu',
  component: SideMenuWithButton,
  args: { sections: sideMenuSections },
} satisfies Meta<typeof SideMenuWithButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Meer" opens the sheet from the left; Escape closes it and focus goes back to the button. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Meer' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Service en account' });
    await expect(dialog).toHaveAttribute('data-side', 'left');
    await expect(shopView.getState().menu).toBe('side');
    await expect(screen.getByRole('link', { name: 'Contact en winkels' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open (the accessibility check runs on this state): service links, then the account links. */
export const Open: Story = {
  args: { startOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Service en account' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Klantenservice' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Mijn account' })).toBeVisible();
  },
};

/** No footer menu in the CMS: the service section is left out, the account links stay. */
export const Empty: Story = {
  args: { startOpen: true, sections: sideMenuSections.map((section, index) => (index === 0 ? { ...section, links: [] } : section)) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Service en account' });
    await expect(screen.queryByRole('region', { name: 'Klantenservice' })).toBeNull();
    await expect(screen.getByRole('link', { name: 'Account aanmaken' })).toBeVisible();
  },
};

/**
 * Error does not apply: the side menu loads nothing. Its links come with the page (the CMS footer
 * menu from the layout's bootstrap, which shows the maintenance page without a header when it
 * fails). An editor's link without a URL is left out.
 */
export const BrokenLink: Story = {
  args: {
    startOpen: true,
    sections: [{ title: 'Klantenservice', links: [{ title: 'Nergens heen', url: '' }, ...(sideMenuSections[0]?.links ?? [])] }],
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Service en account' });
    await expect(screen.queryByText('Nergens heen')).toBeNull();
    await expect(screen.getByRole('link', { name: 'Over ons' })).toBeVisible();
  },
};

/** The mobile menu (below 992 px): the main menu with its children, then the same sections. */
export const Mobile: Story = {
  args: { startOpen: true, items: mainMenu },
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Hoofdmenu' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Trouwringen' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Klantenservice' })).toBeVisible();
  },
};

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setMenuOpen, shopView } from '../state/shop-view';
import { mainMenu, sideMenuLabels, sideMenuSections } from '../../stories/fixtures/menus';
import { MenuButton } from './menu-button.client';

const sideLabels = { ...sideMenuLabels, open: 'Meer' };
const mobileLabels = { title: 'Hoofdmenu', close: 'Menu sluiten', open: 'Menu openen' };

function SideMenuButton() {
  return (
    <MenuButton menu="side" sections={sideMenuSections} labels={sideLabels} className="">
      <span aria-hidden="true">Meer</span>
    </MenuButton>
  );
}

beforeAll(async () => {
  // The sheet is code-split: load it once up front, as hovering the button does in the shop.
  await import('./side-menu');
});

afterEach(() => act(() => shopView.setState({ menu: null })));

describe('MenuButton: the side menu ("Meer")', () => {
  it('starts closed, without the sheet in the page', () => {
    render(<SideMenuButton />);
    const button = screen.getByRole('button', { name: 'Meer' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens through the view store and lists the service and account links', async () => {
    render(<SideMenuButton />);
    const button = screen.getByRole('button', { name: 'Meer' });
    await userEvent.click(button);
    expect(shopView.getState().menu).toBe('side');
    const dialog = await screen.findByRole('dialog', { name: 'Service en account' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const service = within(dialog).getByRole('region', { name: 'Klantenservice' });
    expect(within(service).getByRole('link', { name: 'Contact en winkels' })).toHaveAttribute('href', '/contact');
    expect(within(service).getByRole('link', { name: 'Maatgids' })).toHaveAttribute('href', '/maatgids');
    expect(within(within(dialog).getByRole('region', { name: 'Mijn account' })).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/sign-in');
  });

  it('closes with Escape, puts focus back on the button and the store to closed', async () => {
    render(<SideMenuButton />);
    const button = screen.getByRole('button', { name: 'Meer' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Service en account' });
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shopView.getState().menu).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens and closes when another part of the page sets the store', async () => {
    render(<SideMenuButton />);
    act(() => setMenuOpen('side', true));
    expect(await screen.findByRole('dialog', { name: 'Service en account' })).toBeInTheDocument();
    act(() => setMenuOpen('side', false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when a link is followed, and with its close button', async () => {
    render(<SideMenuButton />);
    const button = screen.getByRole('button', { name: 'Meer' });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: 'Journaal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shopView.getState().menu).toBeNull();

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});

describe('MenuButton: the mobile menu', () => {
  it('shows the main menu with its children first, then the service and account links; only one menu is open', async () => {
    render(
      <>
        <MenuButton menu="mobile" items={mainMenu} sections={sideMenuSections} labels={mobileLabels} className="">
          <span aria-hidden="true">≡</span>
        </MenuButton>
        <SideMenuButton />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hoofdmenu' });
    const links = within(dialog).getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(0, 9)).toEqual([
      'Ringen',
      'Alle ringen',
      'Trouwringen',
      'Zegelringen en graveren',
      'Solitairringen',
      'Platina ringen',
      'Ringen met saffier',
      'Verlovingsringen',
      'Diamanten',
    ]);
    expect(links).toContain('Contact en winkels');
    expect(links.at(-1)).toBe('Account aanmaken');
    expect(within(dialog).getByRole('button', { name: 'Menu sluiten' })).toHaveFocus();

    // The other menu's state can only be opened by replacing this one.
    act(() => setMenuOpen('side', true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hoofdmenu' })).toBeNull());
    expect(await screen.findByRole('dialog', { name: 'Service en account' })).toBeInTheDocument();
  });
});

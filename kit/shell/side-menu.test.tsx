import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sideMenuLabels, sideMenuSections } from '../../stories/fixtures/menus';
import { SideMenu } from './side-menu';

describe('SideMenu', () => {
  it('is a dialog from the left named by its title, with a region per section', () => {
    render(<SideMenu open onOpenChange={() => undefined} sections={sideMenuSections} labels={sideMenuLabels} />);
    const dialog = screen.getByRole('dialog', { name: 'Service en account' });
    expect(dialog).toHaveAttribute('data-side', 'left');
    const nav = within(dialog).getByRole('navigation', { name: 'Service en account' });
    expect(within(within(nav).getByRole('region', { name: 'Klantenservice' })).getAllByRole('link')).toHaveLength(5);
    expect(within(within(nav).getByRole('region', { name: 'Mijn account' })).getAllByRole('link')).toHaveLength(2);
  });

  it('asks to close on Escape and when a link is followed', async () => {
    const onOpenChange = vi.fn();
    render(<SideMenu open onOpenChange={onOpenChange} sections={sideMenuSections} labels={sideMenuLabels} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Maatgids' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves out links without a URL and sections left without links', () => {
    const sections = [
      { title: 'Klantenservice', links: [{ title: 'Nergens heen', url: '' }] },
      { title: 'Mijn account', links: [{ title: 'Inloggen', url: '/sign-in' }, { title: 'Leeg', url: '  ' }] },
    ];
    render(<SideMenu open onOpenChange={() => undefined} sections={sections} labels={sideMenuLabels} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('region', { name: 'Klantenservice' })).toBeNull();
    expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inloggen']);
  });
});

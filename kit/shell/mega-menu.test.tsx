import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { brokenMainMenu, mainMenu, megaMenuLabels } from '../../stories/fixtures/menus';
import { MegaMenu } from './mega-menu';

const entry = (name: string) => screen.getByRole('button', { name: `Submenu ${name}` }).closest('li')!;

function renderMenu(items = mainMenu) {
  render(
    <>
      <MegaMenu items={items} labels={megaMenuLabels} />
      <a href="/elders">Elders</a>
    </>,
  );
}

describe('MegaMenu', () => {
  it('has every link in the server HTML, panels closed', () => {
    const html = renderToStaticMarkup(<MegaMenu items={mainMenu} labels={megaMenuLabels} />);
    for (const item of mainMenu) {
      expect(html).toContain(`href="${item.url.replace(/&/g, '&amp;')}"`);
      for (const child of item.children) expect(html).toContain(`>${child.title}</a>`);
    }
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(3);
    expect(html).not.toContain('aria-expanded="true"');
    expect(html.match(/data-state="closed"/g)).toHaveLength(3);
  });

  it('gives entries with children a toggle and a panel: the first child as the featured card, the others in columns', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getAllByRole('button')).toHaveLength(3);
    const toggle = within(nav).getByRole('button', { name: 'Submenu Ringen' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Alle ringen' }).closest('[data-slot="mega-menu-featured"]')).toHaveTextContent('Uitgelicht');
    expect(within(panel).getByRole('list')).toHaveTextContent('TrouwringenZegelringen en graverenSolitairringenPlatina ringenRingen met saffier');
    // The entry's own link stays a link to its page.
    expect(within(nav).getByRole('link', { name: 'Ringen' })).toHaveAttribute('href', '/catalog?categories=rings');
    expect(within(nav).getByRole('link', { name: 'Verlovingsringen' }).closest('li')!.querySelector('button')).toBeNull();
  });

  it('opens and closes with its toggle: aria-expanded and data-state follow', async () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Submenu Ringen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(entry('Ringen')).toHaveAttribute('data-state', 'open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed on purpose: hovering does not show it again until the pointer leaves.
    expect(entry('Ringen')).toHaveAttribute('data-state', 'dismissed');
    fireEvent.pointerLeave(entry('Ringen'));
    expect(entry('Ringen')).toHaveAttribute('data-state', 'closed');
  });

  it('works with the keyboard: Enter opens, Tab goes into the panel, Escape closes and focuses the toggle', async () => {
    renderMenu();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ringen' })).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Submenu Ringen' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Trouwringen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a pointer press outside, when focus leaves the entry, and when a link is followed', async () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Submenu Kettingen' });
    await userEvent.click(toggle);
    fireEvent.pointerDown(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(entry('Kettingen')).toHaveAttribute('data-state', 'open');
    // Out of the entry: onto the previous entry (jsdom has no CSS, so its hidden panel's last link, its featured card).
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Alle diamanten' })).toHaveFocus();
    expect(entry('Kettingen')).toHaveAttribute('data-state', 'closed');

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Hangers' }));
    expect(entry('Kettingen')).toHaveAttribute('data-state', 'dismissed');
  });

  it('opens one panel at a time', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Submenu Ringen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submenu Kettingen' }));
    expect(screen.getByRole('button', { name: 'Submenu Ringen' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Submenu Kettingen' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves Escape alone while its panel is not shown', async () => {
    renderMenu();
    screen.getByRole('link', { name: 'Ringen' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Ringen' })).toHaveFocus();
    expect(entry('Ringen')).toHaveAttribute('data-state', 'closed');
  });

  it('leaves out links without a URL; an entry without one is a toggle with its title', async () => {
    renderMenu(brokenMainMenu);
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).queryByText('Trouwringen')).toBeNull();
    expect(within(nav).queryByText('Nergens heen')).toBeNull();
    const gifts = within(nav).getByRole('button', { name: 'Cadeaus' });
    await userEvent.click(gifts);
    expect(gifts).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Cadeaus onder € 200' })).toBeInTheDocument();
  });

  it('renders nothing without entries', () => {
    const { container } = render(<MegaMenu items={[]} labels={megaMenuLabels} />);
    expect(container).toBeEmptyDOMElement();
  });
});

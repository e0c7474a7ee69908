import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AssetViewer, assetsFor } from './asset-viewer';

const labels = { title: 'Afbeeldingen', close: 'Sluiten', previous: 'Vorige afbeelding', next: 'Volgende afbeelding', position: 'Afbeelding {n} van {total}' };

function Page() {
  return (
    <>
      <div data-asset-group="">
        <button type="button" data-asset-viewer="" data-asset-src="/b.svg" data-asset-alt="Zijkant">
          Vergroot
        </button>
        <button type="button" data-asset-item="" data-asset-src="/a.svg" data-asset-alt="Voorkant">
          1
        </button>
        <button type="button" data-asset-item="" data-asset-src="/b.svg" data-asset-alt="Zijkant">
          2
        </button>
      </div>
      <a href="/los.svg" data-asset-viewer="">
        <img src="/los.svg" alt="Los" />
      </a>
      <AssetViewer labels={labels} />
    </>
  );
}

describe('assetsFor', () => {
  it('takes the group’s items and starts at the clicked one; a lone element is its own item', () => {
    render(<Page />);
    expect(assetsFor(screen.getByRole('button', { name: 'Vergroot' }))).toEqual({
      items: [
        { url: '/a.svg', alt: 'Voorkant', type: 'image' },
        { url: '/b.svg', alt: 'Zijkant', type: 'image' },
      ],
      index: 1,
    });
    expect(assetsFor(screen.getByRole('link'))).toEqual({ items: [{ url: '/los.svg', alt: 'Los', type: 'image' }], index: 0 });
  });
});

describe('AssetViewer', () => {
  it('opens on a click on a marked element, steps through the group, and closes on Escape', async () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Vergroot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Afbeeldingen' });
    expect(dialog).toHaveAccessibleDescription('Afbeelding 2 van 2');
    expect(screen.getByRole('img', { name: 'Zijkant' })).toHaveAttribute('src', '/b.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende afbeelding' }));
    expect(screen.getByRole('img', { name: 'Voorkant' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Zijkant' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a lone image link instead of following it', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('link'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/los.svg');
    expect(screen.queryByRole('button', { name: 'Volgende afbeelding' })).toBeNull();
  });
});

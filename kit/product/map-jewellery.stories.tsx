import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useEffect, useState } from 'react';
import { expect, fireEvent, waitFor } from 'storybook/test';
import type { MapTiles } from '../../domain/map/map-rules';
import { fixtureTiles, missingTiles } from '../../stories/fixtures/map-tiles';
import { MapJewellery, type MapImageState } from './map-jewellery';

const labels = {
  legend: 'Kies je plek op de kaart',
  help: 'Verschuif en zoom de kaart tot jouw plek in het midden staat. Met het toetsenbord: pijltjes om te verschuiven, + en − om te zoomen.',
  map: 'Kaart om je plek te kiezen',
  reset: 'Terug naar de stad',
  zoomIn: 'Inzoomen',
  zoomOut: 'Uitzoomen',
  preview: 'Voorbeeld van je sieraad met de gekozen plek',
  merging: 'Afbeelding wordt gemaakt…',
  error: 'Kon afbeelding niet laden',
};

const amsterdam = { lat: 52.3731, lng: 4.8922, zoom: 14 };

/** The picker with what the product page would receive from it: the merged image's type and size, and its place. */
function Picker({ tiles, engraving }: { tiles: MapTiles; engraving: string }) {
  const [state, setState] = useState<MapImageState>({ status: 'loading' });
  const [made, setMade] = useState('');
  useEffect(() => {
    if (state.status !== 'ready') return;
    let current = true;
    void createImageBitmap(state.blob).then((bitmap) => current && setMade(`${state.blob.type} ${bitmap.width}×${bitmap.height} @ ${state.place.lat},${state.place.lng} z${state.place.zoom}`));
    return () => {
      current = false;
    };
  }, [state]);
  return (
    <div className="max-w-md">
      <MapJewellery start={amsterdam} tiles={tiles} engraving={{ text: engraving, font: 'serif' }} metalColor="#d4af37" onState={setState} labels={labels} buttonClassName="border border-line px-4 py-2 text-sm" />
      <p data-testid="merged" className="mt-3 text-xs text-ink-muted">
        {state.status === 'ready' ? made : state.status}
      </p>
    </div>
  );
}

const meta = {
  title: 'Kit/Product/Map jewellery',
  component: Picker,
  args: { tiles: fixtureTiles, engraving: 'Hier begon het' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The map starts at the city with its credit; the merged image is a 1200 × 1200 PNG of the centre;
 * the keyboard pans and zooms the map (a new place, a new image); reset goes back to the city.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const map = canvas.getByRole('application', { name: labels.map });
    await expect(await canvas.findByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    await expect(await canvas.findByRole('img', { name: labels.preview }, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('merged')).toHaveTextContent('image/png 1200×1200 @ 52.3731,4.8922 z14'), { timeout: 8000 });

    // Keyboard: the arrow keys pan (east here), + zooms in. Leaflet reads keyCode, which
    // user-event leaves at 0 (a real keyboard sets it: tests/e2e/map-jewellery.spec.ts).
    map.focus();
    await expect(map).toHaveFocus();
    fireEvent.keyDown(map, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(canvas.getByTestId('merged')).toHaveTextContent(/image\/png 1200×1200 @ 52\.373\d*,4\.89[3-9]\d* z14/), { timeout: 8000 });
    fireEvent.keyDown(map, { key: '+', code: 'Equal', keyCode: 187 });
    await waitFor(() => expect(canvas.getByTestId('merged')).toHaveTextContent(/z15$/), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: labels.zoomOut }));
    await waitFor(() => expect(canvas.getByTestId('merged')).toHaveTextContent(/z14$/), { timeout: 8000 });

    await userEvent.click(canvas.getByRole('button', { name: labels.reset }));
    await waitFor(() => expect(canvas.getByTestId('merged')).toHaveTextContent('@ 52.3731,4.8922 z14'), { timeout: 8000 });
  },
};

/** Without an engraving the pendant fills the image. */
export const WithoutEngraving: Story = { args: { engraving: '' } };

/** Tiles that do not load: 'Kon afbeelding niet laden', and no image to add to the cart. */
export const TilesFail: Story = {
  args: { tiles: missingTiles },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(labels.error);
    await expect(canvas.getByTestId('merged')).toHaveTextContent('error');
    await expect(canvas.queryByRole('img', { name: labels.preview })).toBeNull();
  },
};

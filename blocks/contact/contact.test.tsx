import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../api/contract/settings';
import { contactBlock, contactSettings, emptyContactBlock } from '../../stories/fixtures/marketing';
import type { BlockContext } from '../types';
import { Contact, ContactView } from './contact';
import { osmEmbedUrl, osmLink } from './map';
import { contactBlockSchema } from './schema';

describe('contactBlockSchema', () => {
  it('defaults to no stores and a map', () => {
    expect(contactBlockSchema.parse({ id: 1, type: 'contact', data: {} }).data).toEqual({ stores: [], map: true });
  });

  it('refuses a store without address, a position off the globe and a phone that is none', () => {
    const result = contactBlockSchema.safeParse({ id: 1, type: 'contact', data: { stores: [{ name: 'Atelier', zip: '1017', city: 'Amsterdam', lat: 95, phone: 'bel ons' }] } });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['data.stores.0.address_line_1', 'data.stores.0.lat', 'data.stores.0.phone']);
  });
});

describe('OpenStreetMap links', () => {
  it('embeds a box around the store with a marker on it', () => {
    const url = new URL(osmEmbedUrl(52.36322, 4.88403));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('4.87803,52.35972,4.89003,52.36672');
    expect(url.searchParams.get('marker')).toBe('52.36322,4.88403');
    expect(osmLink(52.36322, 4.88403)).toBe('https://www.openstreetmap.org/?mlat=52.36322&mlon=4.88403#map=17/52.36322/4.88403');
  });
});

describe('Contact', () => {
  it("shows the shop's hours from the settings, the stores and the first store's map", () => {
    render(<ContactView block={contactBlock} locale="en" settings={contactSettings} />);
    expect(screen.getByRole('heading', { name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByText('Ma–vr 9:00–17:30, za 10:00–17:00')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTitle('Map of Atelier Amsterdam')).toHaveAttribute('loading', 'lazy');
  });

  it('renders nothing without stores and settings', () => {
    const { container } = render(<ContactView block={emptyContactBlock} locale="nl" settings={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads the settings through the page context, and does without them when that fails', async () => {
    const ok = { api: { bootstrap: async () => ({ settings: contactSettings }) as unknown as Bootstrap } } as unknown as BlockContext;
    render(await Contact({ block: emptyContactBlock, locale: 'nl', context: ok }));
    expect(screen.getByText('Ma–vr 9:00–17:30, za 10:00–17:00')).toBeInTheDocument();
    const failing = { api: { bootstrap: () => Promise.reject(new Error('503')) } } as unknown as BlockContext;
    const { container } = render(await Contact({ block: emptyContactBlock, locale: 'nl', context: failing }));
    expect(container).toBeEmptyDOMElement();
  });
});

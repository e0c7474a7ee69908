import { describe, expect, it } from 'vitest';
import { shareLinks } from './share';

describe('shareLinks', () => {
  it('builds e-mail, WhatsApp and Pinterest links with the encoded page URL and title', () => {
    const links = shareLinks({ url: 'https://shop.example/product/ring?x=1&y=2', title: 'Ring & co', image: 'https://shop.example/r.svg' });
    expect(links.email).toBe('mailto:?subject=Ring%20%26%20co&body=Ring%20%26%20co%0Ahttps%3A%2F%2Fshop.example%2Fproduct%2Fring%3Fx%3D1%26y%3D2');
    expect(links.whatsapp).toBe('https://wa.me/?text=Ring%20%26%20co%20https%3A%2F%2Fshop.example%2Fproduct%2Fring%3Fx%3D1%26y%3D2');
    const pin = new URL(links.pinterest);
    expect(pin.searchParams.get('url')).toBe('https://shop.example/product/ring?x=1&y=2');
    expect(pin.searchParams.get('media')).toBe('https://shop.example/r.svg');
    expect(pin.searchParams.get('description')).toBe('Ring & co');
  });

  it('leaves the Pinterest image out when there is none', () => {
    expect(shareLinks({ url: 'https://s.example/p', title: 'P' }).pinterest).not.toContain('media=');
  });
});

import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from './variants';

describe('mediaSrcSet', () => {
  it('offers the copies narrower than an uploaded photo, then the photo itself', () => {
    expect(mediaSrcSet({ url: '/api/v1/media/12/ring-2.jpg', width: 1200 })).toBe('/api/v1/media/12/ring-2-480.webp 480w, /api/v1/media/12/ring-2-960.webp 960w, /api/v1/media/12/ring-2.jpg 1200w');
    expect(mediaSrcSet({ url: '/api/v1/media/3/banner.png', width: 4000 })).toContain('banner-1600.webp 1600w, /api/v1/media/3/banner.png 4000w');
  });

  it('has nothing for drawings, small photos, unknown widths and files from elsewhere', () => {
    expect(mediaSrcSet({ url: '/api/v1/media/12/logo.svg', width: 2000 })).toBeUndefined();
    expect(mediaSrcSet({ url: '/api/v1/media/12/dot.jpg', width: 300 })).toBeUndefined();
    expect(mediaSrcSet({ url: '/api/v1/media/12/ring.jpg' })).toBeUndefined();
    expect(mediaSrcSet({ url: 'https://cdn.example/ring.jpg', width: 2000 })).toBeUndefined();
    expect(mediaSrcSet({ url: '/api/v1/media/12/../x.jpg', width: 2000 })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL, imageZoom, isTileUrl, MAP_ZOOM_MAX, mapTilesOf, project, roundPlace, samePlace, tileOrigin, tilesFor, tileUrl } from './map-rules';

describe('map places', () => {
  it('rounds to 6 decimals, so a place sent with float noise is the same place', () => {
    expect(roundPlace({ lat: 52.37310000001, lng: 4.8921999999, zoom: 14 })).toEqual({ lat: 52.3731, lng: 4.8922, zoom: 14 });
    expect(samePlace({ lat: 52.3731, lng: 4.8922, zoom: 14 }, { lat: 52.37310000004, lng: 4.8922, zoom: 14 })).toBe(true);
    expect(samePlace({ lat: 52.3731, lng: 4.8922, zoom: 14 }, { lat: 52.3731, lng: 4.8922, zoom: 15 })).toBe(false);
    expect(samePlace({ lat: 52.3731, lng: 4.8922, zoom: 14 }, { lat: 52.3732, lng: 4.8922, zoom: 14 })).toBe(false);
    expect(samePlace(undefined, undefined)).toBe(true);
    expect(samePlace({ lat: 0, lng: 0, zoom: 4 }, undefined)).toBe(false);
  });
});

describe('tile settings', () => {
  it('takes http(s) templates with {z}, {x} and {y} only', () => {
    expect(isTileUrl(DEFAULT_TILE_URL)).toBe(true);
    expect(isTileUrl('http://127.0.0.1:4000/tiles/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrl('https://tiles.example/{z}/{x}.png')).toBe(false);
    expect(isTileUrl('javascript:{z}{x}{y}')).toBe(false);
    expect(isTileUrl('not a url {z}{x}{y}')).toBe(false);
  });

  it("is OpenStreetMap's with its credit by default; another server's credit links only where told", () => {
    expect(mapTilesOf({})).toEqual({ url: DEFAULT_TILE_URL, attribution: '© OpenStreetMap contributors', attributionUrl: 'https://www.openstreetmap.org/copyright' });
    expect(mapTilesOf({ MAP_TILE_URL: 'http://127.0.0.1:4000/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Test tiles' })).toEqual({ url: 'http://127.0.0.1:4000/{z}/{x}/{y}.png', attribution: 'Test tiles', attributionUrl: null });
    expect(tileOrigin(undefined)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('http://127.0.0.1:4000/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4000');
    expect(tileOrigin('ftp://x/{z}/{x}/{y}')).toBe('https://tile.openstreetmap.org');
    expect(tileUrl(DEFAULT_TILE_URL, { z: 3, x: 4, y: 5 })).toBe('https://tile.openstreetmap.org/3/4/5.png');
  });
});

describe('tile math', () => {
  it('projects to Web Mercator pixels', () => {
    expect(project(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(project(0, -180, 1).x).toBe(0);
    // Amsterdam at zoom 14 lies in tile 8414/5384 (OpenStreetMap's numbering).
    const dam = project(52.3731, 4.8922, 14);
    expect([Math.floor(dam.x / 256), Math.floor(dam.y / 256)]).toEqual([8414, 5384]);
  });

  it('covers the whole image with tiles, placed around the centre', () => {
    const tiles = tilesFor({ lat: 52.3731, lng: 4.8922 }, 15, 880, 880);
    const covered = (px: number, py: number) => tiles.some((t) => t.left <= px && px < t.left + 256 && t.top <= py && py < t.top + 256);
    for (const [px, py] of [[0, 0], [879, 0], [0, 879], [879, 879], [440, 440]] as const) expect(covered(px, py)).toBe(true);
    expect(tiles.length).toBeLessThanOrEqual(25);
    expect(new Set(tiles.map((t) => `${t.x}/${t.y}`)).size).toBe(tiles.length);
  });

  it('wraps east-west and leaves out rows past the poles', () => {
    const tiles = tilesFor({ lat: 85, lng: 179.99 }, 4, 600, 600);
    expect(tiles.every((t) => t.x >= 0 && t.x < 16 && t.y >= 0 && t.y < 16)).toBe(true);
    expect(tiles.some((t) => t.x === 0)).toBe(true);
  });

  it('draws the image one level deeper than the picker, never past the deepest', () => {
    expect(imageZoom(14)).toBe(15);
    expect(imageZoom(MAP_ZOOM_MAX)).toBe(MAP_ZOOM_MAX + 1);
  });
});

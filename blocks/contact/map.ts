/**
 * OpenStreetMap's embeddable map (https://www.openstreetmap.org/export/embed.html) around a
 * point, with a marker; the CSP allows this origin in frame-src (host/lib/routing.ts).
 */
export const OSM_ORIGIN = 'https://www.openstreetmap.org';

const fixed = (value: number) => value.toFixed(5);

/** The embed's address: a box of about 800 × 800 m around the point, the marker on it. */
export function osmEmbedUrl(lat: number, lon: number): string {
  const dLat = 0.0035;
  const dLon = 0.006;
  const bbox = [lon - dLon, lat - dLat, lon + dLon, lat + dLat].map(fixed).join(',');
  return `${OSM_ORIGIN}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${fixed(lat)},${fixed(lon)}`;
}

/** The same place on openstreetmap.org (a larger map, directions). */
export function osmLink(lat: number, lon: number): string {
  return `${OSM_ORIGIN}/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=17/${fixed(lat)}/${fixed(lon)}`;
}

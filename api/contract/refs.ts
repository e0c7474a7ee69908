import { z } from 'zod';
import { MAP_LATITUDE_MAX, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '../../domain/map/map-rules';

// The catalogue's pieces the cart and the lists carry too. Kept apart from products.ts so that the
// browser's runtime, reading a cart or a list, builds these few schemas and not the product pages'
// (kit/data/client.ts loads each area's contract with its first call).

/** A configuration's material as lists, cart lines and products name it. */
export const materialRefSchema = z.object({ id: z.number().int(), sku: z.string(), slug: z.string(), title: z.string(), color: z.string() });

/** A place on a map (map jewellery): its centre and zoom level, within domain/map/map-rules.ts's ranges. */
export const mapPlaceSchema = z.object({
  lat: z.number().min(-MAP_LATITUDE_MAX).max(MAP_LATITUDE_MAX),
  lng: z.number().min(-180).max(180),
  zoom: z.number().int().min(MAP_ZOOM_MIN).max(MAP_ZOOM_MAX),
});
export type MapPlaceInput = z.infer<typeof mapPlaceSchema>;

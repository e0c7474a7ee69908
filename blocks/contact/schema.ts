import { z } from 'zod';
import { PHONE_PATTERN } from '../../domain/accounts/account-rules';

/** A text the merchandiser wrote for one language; empty means "not filled in". */
const text = z.string().trim().min(1).max(500);

export const storeSchema = z.object({
  name: text,
  address_line_1: text,
  address_line_2: text.optional(),
  zip: z.string().trim().min(1).max(20),
  city: text,
  phone: z.string().trim().max(40).regex(PHONE_PATTERN, 'must be a phone number').optional(),
  email: z.email().max(254).optional(),
  /** The store's own hours; the shop's working hours (settings) show for the shop as a whole. */
  hours: text.optional(),
  /** Where the store is, for the map (WGS 84). */
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
});

/**
 * The contact page's block (spec: "contact page (map, stores list …)"): the shop's e-mail, phone
 * and working hours from the settings, the stores, and a map of the first store that has a
 * position (OpenStreetMap, embedded). The question form is its own block beside it.
 */
export const contactBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('contact'),
  data: z.object({
    title: text.optional(),
    intro: z.string().trim().max(1000).optional(),
    stores: z.array(storeSchema).max(20).default([]),
    /** Show the map (needs a store with `lat` and `lon`). */
    map: z.boolean().default(true),
  }),
});

export type ContactBlock = z.infer<typeof contactBlockSchema>;
export type Store = z.infer<typeof storeSchema>;

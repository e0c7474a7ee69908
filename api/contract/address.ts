import { z } from 'zod';
import type { PostalAddress } from '../../domain/accounts/address';

/** An address as stored on a cart or an order (the address form's fields). */
export const addressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
}) satisfies z.ZodType<PostalAddress>;

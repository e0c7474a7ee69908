/**
 * A person's postal address: the one shape of an address on a cart, an order and a saved shipping
 * address, and of the address form's fields. The contract's zod schemas are checked against it.
 */
export interface PostalAddress {
  first_name: string;
  last_name: string;
  company: string | null;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state: string | null;
  zip: string;
  country: string;
  phone: string | null;
}

/** The address fields in form order. */
export const ADDRESS_KEYS = ['first_name', 'last_name', 'company', 'address_line_1', 'address_line_2', 'zip', 'city', 'state', 'country', 'phone'] as const satisfies readonly (keyof PostalAddress)[];

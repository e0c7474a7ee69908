import type { Order, OrderProduct } from '../../api/contract/orders';

/** An order like the demo customer's delivered one, for the order parts' stories and tests (not shipped to shoppers). */

const address = {
  first_name: 'Sanne',
  last_name: 'Jansen',
  company: null,
  address_line_1: 'Keizersgracht 214',
  address_line_2: null,
  city: 'Amsterdam',
  state: 'Noord-Holland',
  zip: '1016 DZ',
  country: 'NL',
  phone: '+31612345678',
};

const image = (name: string) => ({
  url: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#f3ead8"/><circle cx="5" cy="5" r="3" fill="none" stroke="#c9a94a"/></svg>`)}`,
  alt: name,
});

const line = (patch: Partial<OrderProduct> & Pick<OrderProduct, 'id' | 'title' | 'base_cost' | 'final_cost'>): OrderProduct => ({
  product_id: 61,
  product_configuration_id: 853,
  configuration_id: 'BRI-WR-0061-YG14-48',
  image: image(patch.title),
  material_title: '14 karaat geelgoud',
  size: '48',
  options: {},
  quantity: 1,
  discount_amount: patch.base_cost - patch.final_cost,
  total_amount: patch.final_cost * (patch.quantity ?? 1),
  digital: false,
  return_days: 30,
  requested_quantity: 0,
  returnable_quantity: 1,
  can_return: true,
  return_until: '2027-01-16T17:40:29.485Z',
  ...patch,
});

export const orderLinesFixture: OrderProduct[] = [
  line({ id: 7, title: 'Klassieke trouwring Bridal 3 mm', base_cost: 57_500, final_cost: 57_500, options: { engraving: 'Voor altijd', engraving_font: 'script' }, return_days: 60 }),
  line({ id: 8, title: 'Oorknopjes Aurora met 0,50 ct diamanten', configuration_id: 'AUR-EA-0135-YG14', size: null, base_cost: 11_950, final_cost: 11_950, quantity: 2, returnable_quantity: 2 }),
  line({ id: 9, title: 'Gourmetketting Amsterdam', configuration_id: 'AMS-N-0102-AG925-40', material_title: '925 sterling zilver', size: '40', base_cost: 8_900, final_cost: 7_120 }),
];

export const orderFixture: Order = {
  id: 5,
  po_number: 'AU-2026-000005',
  created_at: '2026-11-14T17:40:29.485Z',
  updated_at: '2026-11-17T17:40:29.485Z',
  language: 'nl',
  currency_code: 'EUR',
  payment_status: 1,
  fulfillment_status: 'delivered',
  items_count: 4,
  subtotal_amount: 57_500 + 2 * 11_950 + 8_900,
  discount_amount: 1_780,
  shipping_amount: 0,
  final_amount: 57_500 + 2 * 11_950 + 7_120,
  tax_amount: Math.round(((57_500 + 2 * 11_950 + 7_120) * 21) / 121),
  payment_method: 'stripe_payment_element',
  contact_email: 'klant@juwelier-aurum.nl',
  shipping_address: address,
  billing_address: { ...address, country: 'BE', city: 'Antwerpen', zip: '2000' },
  shipping_method: { name: 'PostNL standaard (1-2 werkdagen)', amount: 0 },
  note: null,
  carrier: 'postnl',
  tracking_number: '3SAURM0004812',
  tracking_url: 'https://jouw.postnl.nl/track-and-trace/3SAURM0004812-NL-1016DZ',
  shipped_at: '2026-11-15T17:40:29.485Z',
  delivered_at: '2026-11-17T17:40:29.485Z',
  can_cancel: false,
  can_return: true,
  order_products: orderLinesFixture,
  return_requests: [],
};

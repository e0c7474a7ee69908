import type pg from 'pg';

/*
 * The bench's orders, made by PostgreSQL itself (generate_series, one INSERT … SELECT per 25 000),
 * oldest first so ids follow the days as in a real shop: varied names, e-mail addresses, amounts,
 * methods and states spread evenly over two years, as a shop that has run that long would have
 * them — recent orders still unpaid or to ship, older ones delivered, a few voided or refunded.
 * `setseed` makes every run the same.
 */

const FIRST_NAMES = ['Anna', 'Sanne', 'Lotte', 'Emma', 'Julia', 'Sophie', 'Fleur', 'Eva', 'Lisa', 'Iris', 'Noor', 'Maud', 'Femke', 'Anouk', 'Roos', 'Daan', 'Sem', 'Lucas', 'Milan', 'Thijs', 'Bram', 'Jesse', 'Ruben', 'Lars', 'Tim', 'Niels', 'Joost', 'Pieter', 'Mohammed', 'Yara'];
const LAST_NAMES = ['de Vries', 'Jansen', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Heuvel', 'van der Veen', 'van den Broek', 'de Bruijn', 'van der Heijden', 'Schouten', 'van Beek', 'Willems', 'van Vliet', 'van de Ven', 'Hoekstra', 'Maas', 'Yılmaz'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'ziggo.nl', 'kpnmail.nl', 'icloud.com', 'live.nl', 'xs4all.nl'];
const CITIES = [
  ['Amsterdam', '1017'],
  ['Rotterdam', '3011'],
  ['Utrecht', '3511'],
  ['Den Haag', '2511'],
  ['Eindhoven', '5611'],
  ['Groningen', '9711'],
  ['Maastricht', '6211'],
  ['Haarlem', '2011'],
];
const STREETS = ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Schoolstraat', 'Prinsengracht', 'Julianalaan', 'Beatrixstraat'];

const literal = (values: string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;
const BATCH = 25_000;

/**
 * One batch of orders. Payment states by age: under 3 weeks a bank transfer is often still unpaid
 * (a third); older ones were paid or voided, a few (1 %) left unpaid. Paid orders under 3 days
 * wait to ship, under 10 days are shipped, older ones delivered; 3 % refunded, 2 % partially.
 */
const insertBatch = `
WITH base AS (
  SELECT n,
         now() - (1 - (n - random()) / $3::float8) * interval '730 days' AS created_at,
         random() AS r_pay, random() AS r_method, random() AS r_amount, random() AS r_gift, random() AS r_billing,
         floor(random() * ${FIRST_NAMES.length})::int + 1 AS fi, floor(random() * ${LAST_NAMES.length})::int + 1 AS li,
         floor(random() * ${FIRST_NAMES.length})::int + 1 AS bfi, floor(random() * ${DOMAINS.length})::int + 1 AS di,
         floor(random() * ${CITIES.length})::int + 1 AS ci, floor(random() * 1000)::int AS nr
  FROM generate_series($1::int, $2::int) AS n
),
shaped AS (
  SELECT b.*,
         CASE WHEN b.r_method < 0.30 THEN 'bank_transfer' WHEN b.r_method < 0.75 THEN 'stripe_payment_element' WHEN b.r_method < 0.95 THEN 'paypal' ELSE 'stripe_checkout_form' END AS method,
         (4900 + floor(b.r_amount * b.r_amount * 600000))::int AS subtotal,
         CASE WHEN b.r_gift < 0.05 THEN 2500 ELSE 0 END AS gift,
         now() - b.created_at AS age
  FROM base b
),
stated AS (
  SELECT s.*,
         CASE
           WHEN s.method = 'bank_transfer' AND s.age < interval '21 days' AND s.r_pay < 0.33 THEN 0
           WHEN s.method = 'bank_transfer' AND s.r_pay < 0.01 THEN 0
           WHEN s.r_pay > 0.96 THEN 4
           WHEN s.r_pay > 0.93 THEN 2
           WHEN s.r_pay > 0.91 THEN 3
           WHEN s.r_pay > 0.905 AND s.age < interval '60 days' THEN 6
           WHEN s.r_pay > 0.90 AND s.age < interval '60 days' THEN 5
           ELSE 1
         END AS payment
  FROM shaped s
),
filled AS (
  SELECT t.*,
         CASE WHEN t.payment = 4 THEN 'cancelled' WHEN t.payment = 0 OR t.age < interval '3 days' THEN 'processing' WHEN t.age < interval '10 days' THEN 'shipped' ELSE 'delivered' END AS fulfillment,
         (${literal(FIRST_NAMES)})[t.fi] AS first_name, (${literal(LAST_NAMES)})[t.li] AS last_name,
         (${literal(CITIES.map(([city]) => city!))})[t.ci] AS city, (${literal(CITIES.map(([, zip]) => zip!))})[t.ci] AS zip
  FROM stated t
)
INSERT INTO orders (po_number, contact_email, language, currency_code, subtotal_amount, discount_amount, shipping_amount, gift_card_amount, tax_amount, final_amount,
                    payment_status, payment_method, shipping_address, billing_address, shipping_method, fulfillment_status, carrier, tracking_number, shipped_at, delivered_at, created_at, updated_at)
SELECT 'AU-' || to_char(f.created_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
       lower(f.first_name) || '.' || lower(replace(replace(f.last_name, ' ', ''), 'ı', 'i')) || f.nr || '@' || (${literal(DOMAINS)})[f.di],
       CASE WHEN f.n % 6 = 0 THEN 'en' ELSE 'nl' END, 'EUR',
       f.subtotal, 0, 695, least(f.gift, f.subtotal), round((f.subtotal + 695) * 21 / 121.0)::int, f.subtotal + 695 - least(f.gift, f.subtotal),
       f.payment, f.method,
       jsonb_build_object('first_name', f.first_name, 'last_name', f.last_name, 'street', (${literal(STREETS)})[1 + f.nr % ${STREETS.length}], 'house_number', (1 + f.nr % 180)::text,
                          'zip', f.zip || ' ' || chr(65 + f.nr % 26) || chr(65 + (f.nr / 26) % 26), 'city', f.city, 'country', 'NL'),
       CASE WHEN f.r_billing < 0.15 THEN jsonb_build_object('first_name', (${literal(FIRST_NAMES)})[f.bfi], 'last_name', f.last_name, 'street', 'Postbus', 'house_number', (f.nr + 1)::text, 'zip', f.zip || ' AA', 'city', f.city, 'country', 'NL') END,
       jsonb_build_object('name', 'PostNL', 'amount', 695, 'code', 'postnl'),
       f.fulfillment,
       CASE WHEN f.fulfillment IN ('shipped', 'delivered') THEN 'postnl' END,
       CASE WHEN f.fulfillment IN ('shipped', 'delivered') THEN '3SAURM' || lpad(f.n::text, 9, '0') END,
       CASE WHEN f.fulfillment IN ('shipped', 'delivered') THEN f.created_at + interval '2 days' END,
       CASE WHEN f.fulfillment = 'delivered' THEN f.created_at + interval '4 days' END,
       f.created_at, f.created_at
FROM filled f
ORDER BY f.created_at`;

/** Return requests for 1 % of the delivered orders, in every state. */
const insertReturns = `
INSERT INTO return_requests (order_id, type, reason, items, status, created_at, updated_at)
SELECT o.id, 1 + (o.id % 2), 'other', '[]'::jsonb, (ARRAY['requested', 'approved', 'received', 'rejected', 'completed'])[1 + (o.id / 100) % 5], o.created_at + interval '7 days', o.created_at + interval '7 days'
FROM orders o
WHERE o.fulfillment_status = 'delivered' AND o.id % 100 = 7`;

/** Adds `count` orders and their return requests; answers how many of each the database now holds. */
export async function fillOrders(pool: pg.Pool, count: number): Promise<{ orders: number; returns: number }> {
  const client = await pool.connect();
  try {
    await client.query('SELECT setseed(0.19)');
    for (let from = 1; from <= count; from += BATCH) {
      await client.query(insertBatch, [from, Math.min(count, from + BATCH - 1), count]);
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    await client.query(insertReturns);
    const [orders, returns] = await Promise.all([client.query('SELECT count(*)::int AS n FROM orders'), pool.query('SELECT count(*)::int AS n FROM return_requests')]);
    return { orders: orders.rows[0].n as number, returns: returns.rows[0].n as number };
  } finally {
    client.release();
  }
}

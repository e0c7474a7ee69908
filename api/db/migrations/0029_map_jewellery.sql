-- Map jewellery: where a product's map picker starts (domain/map/map-rules.ts MapPlace).
ALTER TABLE "products" ADD COLUMN "map_center" jsonb;--> statement-breakpoint
-- The demo shop's city maps (api/seed/catalogue-texts.ts CITIES), for databases seeded before this column.
UPDATE "products" SET "map_center" = c.center
FROM (VALUES
  ('amsterdam', '{"lat":52.3731,"lng":4.8922,"zoom":14}'::jsonb),
  ('rotterdam', '{"lat":51.9225,"lng":4.4792,"zoom":14}'::jsonb),
  ('utrecht', '{"lat":52.0907,"lng":5.1214,"zoom":14}'::jsonb),
  ('antwerpen', '{"lat":51.2211,"lng":4.3997,"zoom":14}'::jsonb),
  ('den-haag', '{"lat":52.0799,"lng":4.3113,"zoom":14}'::jsonb),
  ('groningen', '{"lat":53.2194,"lng":6.5665,"zoom":14}'::jsonb)
) AS c(city, center)
WHERE "products"."kind" = 'map' AND "products"."map_center" IS NULL AND "products"."slug" LIKE '%' || c.city || '%';

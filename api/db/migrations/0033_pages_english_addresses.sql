-- The English addresses of the demo shop's pages (api/seed/content.ts, api/seed/content-blocks.ts),
-- for databases seeded before the seed gave them, as 0030 did for the size guide: /en/about-us,
-- /en/customer-service, /en/offers, /en/inspiration and /en/popup-example. Each is left alone when
-- the page already has an English address of its own or another page is at that address. Menus and
-- popups limited to a page link to its address in each language by themselves
-- (api/modules/content/menus.service.ts, api/modules/marketing/promotions.service.ts).
UPDATE "page_translations" SET "slug" = "addresses"."en"
FROM (VALUES ('over-ons', 'about-us'), ('klantenservice', 'customer-service'), ('acties', 'offers'), ('inspiratie', 'inspiration'), ('popup-voorbeeld', 'popup-example')) AS "addresses" ("nl", "en")
WHERE "page_translations"."slug" IS NULL
  AND "page_translations"."page_id" = (SELECT "id" FROM "pages" WHERE "slug" = "addresses"."nl")
  AND "page_translations"."language_id" = (SELECT "id" FROM "languages" WHERE "slug" = 'en')
  AND NOT EXISTS (SELECT 1 FROM "pages" WHERE "slug" = "addresses"."en")
  AND NOT EXISTS (SELECT 1 FROM "page_translations" WHERE "slug" = "addresses"."en");

-- The size guide's English address: /en/size-guide (api/seed/content.ts), for databases seeded
-- before the seed gave it one. Left alone when the page already has an English address of its own
-- or another page is at size-guide.
UPDATE "page_translations" SET "slug" = 'size-guide'
WHERE "slug" IS NULL
  AND "page_id" = (SELECT "id" FROM "pages" WHERE "slug" = 'maatgids')
  AND "language_id" = (SELECT "id" FROM "languages" WHERE "slug" = 'en')
  AND NOT EXISTS (SELECT 1 FROM "pages" WHERE "slug" = 'size-guide')
  AND NOT EXISTS (SELECT 1 FROM "page_translations" WHERE "slug" = 'size-guide');

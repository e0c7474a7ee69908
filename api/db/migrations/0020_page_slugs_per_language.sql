ALTER TABLE "page_translations" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "page_translations_slug_uq" ON "page_translations" USING btree ("language_id","slug");
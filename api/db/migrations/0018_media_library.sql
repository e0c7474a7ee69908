CREATE TABLE "media_translations" (
	"media_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "media_translations_media_id_language_id_pk" PRIMARY KEY("media_id","language_id")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_translations" ADD CONSTRAINT "media_translations_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_translations" ADD CONSTRAINT "media_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_content_hash_idx" ON "media" USING btree ("content_hash");--> statement-breakpoint
-- An alt text shows wherever its file does: the same cache versions and page-cache tags as media.
CREATE TRIGGER "media_translations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "media_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');--> statement-breakpoint
CREATE TRIGGER "media_translations_cv_collection" AFTER INSERT OR UPDATE OR DELETE ON "media_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('collection');--> statement-breakpoint
CREATE TRIGGER "media_translations_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "media_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');--> statement-breakpoint
CREATE TRIGGER "media_translations_cache_all" AFTER INSERT OR UPDATE OR DELETE ON "media_translations" FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_tag('product:*');

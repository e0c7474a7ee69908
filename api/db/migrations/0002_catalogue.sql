CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "stock_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"configuration_id" integer NOT NULL,
	"email" text NOT NULL,
	"language_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "products_min_cost_idx";--> statement-breakpoint
DROP INDEX "products_recommended_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(sub_title, '') || ' ' || coalesce(short_description, ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "limited_edition_size" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price" integer GENERATED ALWAYS AS (CASE WHEN sale AND sale_value > 0 THEN round(min_cost - min_cost * sale_value / 100.0)::integer ELSE min_cost END) STORED;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_configuration_id_product_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."product_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_once_uq" ON "stock_notifications" USING btree ("configuration_id","email");--> statement-breakpoint
CREATE INDEX "product_translations_title_idx" ON "product_translations" USING btree ("language_id","title");--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id") WHERE active;--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("recommended_rank","id") WHERE active;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") WHERE active;
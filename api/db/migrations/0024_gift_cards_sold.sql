ALTER TABLE "products" ADD COLUMN "gift_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "lock_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_product_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "unit" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_uses_card_idx" ON "gift_card_uses" USING btree ("gift_card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_sale_uq" ON "gift_cards" USING btree ("order_product_id","unit");--> statement-breakpoint
CREATE INDEX "gift_cards_code_search_idx" ON "gift_cards" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gift_card_ck" CHECK (NOT "products"."gift_card" OR "products"."digital");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_unit_ck" CHECK ("gift_cards"."unit" IS NULL OR "gift_cards"."unit" >= 1);--> statement-breakpoint
-- The demo seed's gift card (api/seed/catalogue.ts, slug `cadeaubon`) in a shop seeded before this migration.
UPDATE "products" SET "gift_card" = true WHERE "digital" AND "slug" = 'cadeaubon';

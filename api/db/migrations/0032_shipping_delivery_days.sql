-- Structured delivery times and the return cost on shipping rates, for the product page's
-- structured data (shippingDetails, returnFees). The defaults suit a shop that ships within the EU:
-- handed over the same working day when ordered before the cut-off, at most the next (0–1), and
-- 1 to 5 working days on the way. Returns are free by default (return_shipping_fee 0); null would
-- leave the return to the customer's cost. The return cost is kept per rate: see the comment on
-- `shippingRates` in api/db/schema/pricing.ts.
ALTER TABLE "shipping_rates" ADD COLUMN "handling_days_min" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "handling_days_max" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "transit_days_min" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "transit_days_max" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "return_shipping_fee" integer DEFAULT 0;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_days_ck" CHECK ("shipping_rates"."handling_days_min" >= 0 AND "shipping_rates"."handling_days_min" <= "shipping_rates"."handling_days_max" AND "shipping_rates"."transit_days_min" >= 0 AND "shipping_rates"."transit_days_min" <= "shipping_rates"."transit_days_max");--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_return_fee_ck" CHECK ("shipping_rates"."return_shipping_fee" IS NULL OR "shipping_rates"."return_shipping_fee" >= 0);--> statement-breakpoint
-- The demo shop's rates (api/seed/checkout.ts, inserted once, so an existing shop does not get
-- them from the seed again) take the seed's values, consistent with their delivery texts;
-- collecting in the Amsterdam shop is marked as a pickup (no parcel, no shipping offer).
UPDATE "shipping_rates" SET "transit_days_min" = 1, "transit_days_max" = 1 WHERE "code" = 'postnl-insured';--> statement-breakpoint
UPDATE "shipping_rates" SET "transit_days_min" = 2, "transit_days_max" = 4 WHERE "code" = 'dhl-europe';--> statement-breakpoint
UPDATE "shipping_rates" SET "pickup" = true, "handling_days_max" = 2, "transit_days_min" = 0, "transit_days_max" = 0 WHERE "code" = 'pickup-amsterdam';--> statement-breakpoint
-- Shipping rates reach the product page through the bootstrap (its offers' shippingDetails and
-- return fees), which is kept under `system_settings`: a change to a rate advances that group
-- (and announces `settings`, migration 0014), like the other tables of the bootstrap (0001).
CREATE TRIGGER "shipping_rates_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "shipping_rates" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');

CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"return_request_id" integer,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text,
	"staff_id" integer,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_ck" CHECK ("refunds"."status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_provider_ck" CHECK ("refunds"."provider" IN ('stripe', 'paypal', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_status_ck";--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_status_ck";--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "staff_message" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_uq" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_external_uq" ON "refunds" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_status_ck" CHECK ("order_events"."status" IN ('placed', 'paid', 'processing', 'shipped', 'in_transit', 'delivered', 'cancelled', 'return_requested', 'repair_requested', 'refund_started', 'refunded', 'partially_refunded', 'return_approved', 'return_rejected', 'return_received', 'repaired'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_resolution_ck" CHECK ("return_requests"."resolution" IS NULL OR "return_requests"."resolution" IN ('refunded', 'repaired'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_status_ck" CHECK ("return_requests"."status" IN ('requested', 'approved', 'rejected', 'received', 'completed'));
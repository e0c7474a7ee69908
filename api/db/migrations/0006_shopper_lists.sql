CREATE TABLE "shopper_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"unique_id" text NOT NULL,
	"baggage" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_lists_kind_ck" CHECK ("shopper_lists"."kind" IN ('wishlist', 'comparison'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_lists_kind_unique_id_uq" ON "shopper_lists" USING btree ("kind","unique_id");
CREATE TABLE "frontend_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"visitor_id" text NOT NULL,
	"url" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "frontend_events_visitor_id_created_at_idx" ON "frontend_events" USING btree ("visitor_id","created_at");
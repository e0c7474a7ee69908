-- The back office edits popups and campaigns: each edit names the lock version it started from and
-- a stale one is refused (409 edit_conflict). The tables' cache-version triggers (0011) already
-- announce every change to the storefront.
ALTER TABLE "popups" ADD COLUMN "lock_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "lock_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;

CREATE TABLE "blog_author_translations" (
	"author_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "blog_author_translations_author_id_language_id_pk" PRIMARY KEY("author_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "blog_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar_media_id" integer
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_category_translations" (
	"category_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"meta_description" text,
	CONSTRAINT "blog_category_translations_category_id_language_id_pk" PRIMARY KEY("category_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"email" text NOT NULL,
	"body" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_comments_status_ck" CHECK ("blog_comments"."status" IN ('pending', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "blog_post_categories" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_post_categories_post_id_category_id_pk" PRIMARY KEY("post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"meta_description" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "blog_post_translations_post_id_language_id_pk" PRIMARY KEY("post_id","language_id"),
	CONSTRAINT "blog_post_translations_slug_ck" CHECK ("blog_post_translations"."slug" NOT IN ('article', 'guide', 'news'))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'article' NOT NULL,
	"author_id" integer,
	"cover_media_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_type_ck" CHECK ("blog_posts"."type" IN ('article', 'guide', 'news'))
);
--> statement-breakpoint
CREATE TABLE "discount_campaign_translations" (
	"campaign_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"popup_text" text,
	"top_bar_text" text,
	"promotion_banner_text" text,
	CONSTRAINT "discount_campaign_translations_campaign_id_language_id_pk" PRIMARY KEY("campaign_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "discount_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_popup" boolean DEFAULT false NOT NULL,
	"is_top_bar_text" boolean DEFAULT false NOT NULL,
	"promotion_banner" boolean DEFAULT false NOT NULL,
	"promotion_banner_media_id" integer,
	"promotion_banner_options" jsonb,
	"frequency" smallint DEFAULT 1 NOT NULL,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_campaigns_frequency_ck" CHECK ("discount_campaigns"."frequency" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_status_ck" CHECK ("newsletter_subscriptions"."status" IN ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "popup_translations" (
	"popup_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"button_text" text,
	"button_url" text,
	CONSTRAINT "popup_translations_popup_id_language_id_pk" PRIMARY KEY("popup_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"frequency" smallint DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_media_id" integer,
	"subscription" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_frequency_ck" CHECK ("popups"."frequency" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "product_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"question" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_author_translations" ADD CONSTRAINT "blog_author_translations_author_id_blog_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."blog_authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_author_translations" ADD CONSTRAINT "blog_author_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_authors" ADD CONSTRAINT "blog_authors_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_blog_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."blog_authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_campaign_translations" ADD CONSTRAINT "discount_campaign_translations_campaign_id_discount_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."discount_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_campaign_translations" ADD CONSTRAINT "discount_campaign_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD CONSTRAINT "discount_campaigns_promotion_banner_media_id_media_id_fk" FOREIGN KEY ("promotion_banner_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_translations" ADD CONSTRAINT "popup_translations_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_translations" ADD CONSTRAINT "popup_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_category_translations_slug_uq" ON "blog_category_translations" USING btree ("language_id","slug");--> statement-breakpoint
CREATE INDEX "blog_comments_post_idx" ON "blog_comments" USING btree ("post_id","status","created_at");--> statement-breakpoint
CREATE INDEX "blog_post_categories_category_idx" ON "blog_post_categories" USING btree ("category_id","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_translations_slug_uq" ON "blog_post_translations" USING btree ("language_id","slug");--> statement-breakpoint
CREATE INDEX "blog_post_translations_tags_idx" ON "blog_post_translations" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_type_published_idx" ON "blog_posts" USING btree ("type","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_uq" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token_uq" ON "newsletter_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "popups_active_idx" ON "popups" USING btree ("active","priority");--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id");
--> statement-breakpoint
-- Cache versions (migration 0001): the journal belongs to the `posts` group, popups and the
-- discount campaign to `page` (spec section 9). Subscriptions and questions are never cached.
CREATE TRIGGER "blog_categories_cv_posts" AFTER INSERT OR UPDATE OR DELETE ON "blog_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts');
--> statement-breakpoint
CREATE TRIGGER "blog_category_translations_cv_posts" AFTER INSERT OR UPDATE OR DELETE ON "blog_category_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts');
--> statement-breakpoint
CREATE TRIGGER "blog_authors_cv_posts" AFTER INSERT OR UPDATE OR DELETE ON "blog_authors" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts');
--> statement-breakpoint
CREATE TRIGGER "blog_author_translations_cv_posts" AFTER INSERT OR UPDATE OR DELETE ON "blog_author_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts');
--> statement-breakpoint
CREATE TRIGGER "blog_posts_cv_posts" AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts');
--> statement-breakpoint
CREATE TRIGGER "blog_post_translations_cv_posts" AFTER INSERT OR UPDATE OR DELETE ON "blog_post_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts');
--> statement-breakpoint
CREATE TRIGGER "blog_post_categories_cv_posts" AFTER INSERT OR UPDATE OR DELETE ON "blog_post_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts');
--> statement-breakpoint
CREATE TRIGGER "blog_comments_cv_posts" AFTER INSERT OR UPDATE OR DELETE ON "blog_comments" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('posts');
--> statement-breakpoint
CREATE TRIGGER "popups_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "popups" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');
--> statement-breakpoint
CREATE TRIGGER "popup_translations_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "popup_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');
--> statement-breakpoint
CREATE TRIGGER "discount_campaigns_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "discount_campaigns" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');
--> statement-breakpoint
CREATE TRIGGER "discount_campaign_translations_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "discount_campaign_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');

CREATE SEQUENCE "public"."cache_version_collection" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."cache_version_page" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."cache_version_payment" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."cache_version_posts" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."cache_version_product" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."cache_version_system_settings" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "integrations_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"domain_name" text,
	"language_redirect" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "languages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"mime_type" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"translatable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_translations" (
	"badge_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "badge_translations_badge_id_language_id_pk" PRIMARY KEY("badge_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"tone" text DEFAULT 'neutral' NOT NULL,
	CONSTRAINT "badges_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"media_id" integer
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	CONSTRAINT "category_translations_category_id_language_id_pk" PRIMARY KEY("category_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "collection_translations" (
	"collection_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	CONSTRAINT "collection_translations_collection_id_language_id_pk" PRIMARY KEY("collection_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"media_id" integer
);
--> statement-breakpoint
CREATE TABLE "head_style_translations" (
	"head_style_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "head_style_translations_head_style_id_language_id_pk" PRIMARY KEY("head_style_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "head_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "material_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "material_category_translations" (
	"material_category_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "material_category_translations_material_category_id_language_id_pk" PRIMARY KEY("material_category_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "material_translations" (
	"material_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	CONSTRAINT "material_translations_material_id_language_id_pk" PRIMARY KEY("material_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"material_category_id" integer,
	"color" text DEFAULT '#d4af37' NOT NULL,
	"media_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_badges" (
	"product_id" integer NOT NULL,
	"badge_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_badges_product_id_badge_id_pk" PRIMARY KEY("product_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"product_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_collections_product_id_collection_id_pk" PRIMARY KEY("product_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "product_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"cost" integer NOT NULL,
	"start_at_cost" boolean DEFAULT false NOT NULL,
	"track_inventory" boolean DEFAULT true NOT NULL,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	"material_id" integer,
	"size" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_head_styles" (
	"product_id" integer NOT NULL,
	"head_style_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_head_styles_product_id_head_style_id_pk" PRIMARY KEY("product_id","head_style_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"product_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"configuration_id" integer,
	"position" text DEFAULT 'PDP' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_media_product_id_media_id_pk" PRIMARY KEY("product_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_stone_shapes" (
	"product_id" integer NOT NULL,
	"stone_shape_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stone_shapes_product_id_stone_shape_id_pk" PRIMARY KEY("product_id","stone_shape_id")
);
--> statement-breakpoint
CREATE TABLE "product_stones" (
	"product_id" integer NOT NULL,
	"stone_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stones_product_id_stone_id_pk" PRIMARY KEY("product_id","stone_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"short_description" text,
	"description" text,
	"long_description" text,
	"meta_description" text,
	"size_chart_url" text,
	CONSTRAINT "product_translations_product_id_language_id_pk" PRIMARY KEY("product_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"embedded" boolean DEFAULT false NOT NULL,
	"digital" boolean DEFAULT false NOT NULL,
	"default_sku" text,
	"base_cost" integer NOT NULL,
	"min_cost" integer NOT NULL,
	"start_at_cost" boolean DEFAULT false NOT NULL,
	"sale" boolean DEFAULT false NOT NULL,
	"sale_value" integer DEFAULT 0 NOT NULL,
	"vendor_model" text,
	"kind" text NOT NULL,
	"engravable" boolean DEFAULT false NOT NULL,
	"recommended_rank" integer DEFAULT 1000 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_timeframes" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer,
	"category_id" integer,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stone_shape_translations" (
	"stone_shape_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "stone_shape_translations_stone_shape_id_language_id_pk" PRIMARY KEY("stone_shape_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "stone_shapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stone_translations" (
	"stone_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "stone_translations_stone_id_language_id_pk" PRIMARY KEY("stone_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "stones" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_translations" (
	"block_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "block_translations_block_id_language_id_pk" PRIMARY KEY("block_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"key" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "blocks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "menu_item_translations" (
	"menu_item_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "menu_item_translations_menu_item_id_language_id_pk" PRIMARY KEY("menu_item_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "menus_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "page_blocks" (
	"page_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_blocks_page_id_block_id_pk" PRIMARY KEY("page_id","block_id")
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"page_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "page_translations_page_id_language_id_pk" PRIMARY KEY("page_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"layout" text DEFAULT 'default' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "badge_translations" ADD CONSTRAINT "badge_translations_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_translations" ADD CONSTRAINT "badge_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_translations" ADD CONSTRAINT "collection_translations_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_translations" ADD CONSTRAINT "collection_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "head_style_translations" ADD CONSTRAINT "head_style_translations_head_style_id_head_styles_id_fk" FOREIGN KEY ("head_style_id") REFERENCES "public"."head_styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "head_style_translations" ADD CONSTRAINT "head_style_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_category_translations" ADD CONSTRAINT "material_category_translations_material_category_id_material_categories_id_fk" FOREIGN KEY ("material_category_id") REFERENCES "public"."material_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_category_translations" ADD CONSTRAINT "material_category_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_translations" ADD CONSTRAINT "material_translations_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_translations" ADD CONSTRAINT "material_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_material_category_id_material_categories_id_fk" FOREIGN KEY ("material_category_id") REFERENCES "public"."material_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_head_styles" ADD CONSTRAINT "product_head_styles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_head_styles" ADD CONSTRAINT "product_head_styles_head_style_id_head_styles_id_fk" FOREIGN KEY ("head_style_id") REFERENCES "public"."head_styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_configuration_id_product_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."product_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stone_shapes" ADD CONSTRAINT "product_stone_shapes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stone_shapes" ADD CONSTRAINT "product_stone_shapes_stone_shape_id_stone_shapes_id_fk" FOREIGN KEY ("stone_shape_id") REFERENCES "public"."stone_shapes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stones" ADD CONSTRAINT "product_stones_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stones" ADD CONSTRAINT "product_stones_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_timeframes" ADD CONSTRAINT "return_timeframes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_timeframes" ADD CONSTRAINT "return_timeframes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_shape_translations" ADD CONSTRAINT "stone_shape_translations_stone_shape_id_stone_shapes_id_fk" FOREIGN KEY ("stone_shape_id") REFERENCES "public"."stone_shapes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_shape_translations" ADD CONSTRAINT "stone_shape_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_translations" ADD CONSTRAINT "stone_translations_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_translations" ADD CONSTRAINT "stone_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_translations" ADD CONSTRAINT "block_translations_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_translations" ADD CONSTRAINT "block_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_translations" ADD CONSTRAINT "menu_item_translations_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_translations" ADD CONSTRAINT "menu_item_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sku_uq" ON "categories" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_sku_uq" ON "collections" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_uq" ON "collections" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "head_styles_sku_uq" ON "head_styles" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "head_styles_slug_uq" ON "head_styles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_sku_uq" ON "materials" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_slug_uq" ON "materials" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_badges_target_idx" ON "product_badges" USING btree ("badge_id","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_target_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_collections_target_idx" ON "product_collections" USING btree ("collection_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_configurations_sku_uq" ON "product_configurations" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_configurations_product_idx" ON "product_configurations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_configurations_material_idx" ON "product_configurations" USING btree ("material_id","product_id");--> statement-breakpoint
CREATE INDEX "product_head_styles_target_idx" ON "product_head_styles" USING btree ("head_style_id","product_id");--> statement-breakpoint
CREATE INDEX "product_media_configuration_idx" ON "product_media" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "product_relations_target_idx" ON "product_relations" USING btree ("related_product_id","product_id");--> statement-breakpoint
CREATE INDEX "product_stone_shapes_target_idx" ON "product_stone_shapes" USING btree ("stone_shape_id","product_id");--> statement-breakpoint
CREATE INDEX "product_stones_target_idx" ON "product_stones" USING btree ("stone_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_uq" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("recommended_rank","id");--> statement-breakpoint
CREATE INDEX "products_min_cost_idx" ON "products" USING btree ("min_cost");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stone_shapes_sku_uq" ON "stone_shapes" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "stone_shapes_slug_uq" ON "stone_shapes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stones_sku_uq" ON "stones" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "stones_slug_uq" ON "stones" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id","sort_order");--> statement-breakpoint
CREATE INDEX "page_blocks_order_idx" ON "page_blocks" USING btree ("page_id","sort_order");
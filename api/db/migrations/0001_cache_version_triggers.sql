-- Cache versions (spec section 9): every write to a table advances the sequence of each tag
-- group the table belongs to. nextval() never waits on other transactions.
CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('cache_version_' || TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "languages_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');
--> statement-breakpoint
CREATE TRIGGER "settings_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');
--> statement-breakpoint
CREATE TRIGGER "integrations_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "integrations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');
--> statement-breakpoint
CREATE TRIGGER "menus_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');
--> statement-breakpoint
CREATE TRIGGER "menu_items_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "menu_items" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');
--> statement-breakpoint
CREATE TRIGGER "menu_item_translations_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "menu_item_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');
--> statement-breakpoint
CREATE TRIGGER "material_categories_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "material_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');
--> statement-breakpoint
CREATE TRIGGER "material_category_translations_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "material_category_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');
--> statement-breakpoint
CREATE TRIGGER "return_timeframes_cv_system_settings" AFTER INSERT OR UPDATE OR DELETE ON "return_timeframes" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('system_settings');
--> statement-breakpoint
CREATE TRIGGER "products_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_translations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_configurations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_configurations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_media_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_media" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_categories_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_collections_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_collections" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_stones_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_stones" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_head_styles_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_head_styles" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_stone_shapes_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_stone_shapes" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_badges_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_badges" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "product_relations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "product_relations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "materials_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "materials" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "material_translations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "material_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "material_categories_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "material_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "material_category_translations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "material_category_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "categories_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "category_translations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "stones_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "stones" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "stone_translations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "stone_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "head_styles_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "head_styles" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "head_style_translations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "head_style_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "stone_shapes_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "stone_shapes" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "stone_shape_translations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "stone_shape_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "badges_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "badges" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "badge_translations_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "badge_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "media_cv_product" AFTER INSERT OR UPDATE OR DELETE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('product');
--> statement-breakpoint
CREATE TRIGGER "collections_cv_collection" AFTER INSERT OR UPDATE OR DELETE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('collection');
--> statement-breakpoint
CREATE TRIGGER "collection_translations_cv_collection" AFTER INSERT OR UPDATE OR DELETE ON "collection_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('collection');
--> statement-breakpoint
CREATE TRIGGER "product_collections_cv_collection" AFTER INSERT OR UPDATE OR DELETE ON "product_collections" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('collection');
--> statement-breakpoint
CREATE TRIGGER "media_cv_collection" AFTER INSERT OR UPDATE OR DELETE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('collection');
--> statement-breakpoint
CREATE TRIGGER "pages_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');
--> statement-breakpoint
CREATE TRIGGER "page_translations_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "page_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');
--> statement-breakpoint
CREATE TRIGGER "blocks_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "blocks" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');
--> statement-breakpoint
CREATE TRIGGER "block_translations_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "block_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');
--> statement-breakpoint
CREATE TRIGGER "page_blocks_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "page_blocks" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');
--> statement-breakpoint
CREATE TRIGGER "media_cv_page" AFTER INSERT OR UPDATE OR DELETE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('page');

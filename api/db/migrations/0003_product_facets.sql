ALTER TABLE "products" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "collection_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stone_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "head_style_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stone_shape_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_ids_idx" ON "products" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "products_collection_ids_idx" ON "products" USING gin ("collection_ids");--> statement-breakpoint
CREATE INDEX "products_material_ids_idx" ON "products" USING gin ("material_ids");--> statement-breakpoint
CREATE INDEX "products_stone_ids_idx" ON "products" USING gin ("stone_ids");--> statement-breakpoint
CREATE INDEX "products_head_style_ids_idx" ON "products" USING gin ("head_style_ids");--> statement-breakpoint
CREATE INDEX "products_stone_shape_ids_idx" ON "products" USING gin ("stone_shape_ids");--> statement-breakpoint
-- Keeps the facet arrays on products equal to the link tables, for the given products.
CREATE OR REPLACE FUNCTION refresh_product_facets(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    category_ids = coalesce((SELECT array_agg(l.category_id ORDER BY l.category_id) FROM product_categories l WHERE l.product_id = p.id), '{}'),
    collection_ids = coalesce((SELECT array_agg(l.collection_id ORDER BY l.collection_id) FROM product_collections l WHERE l.product_id = p.id), '{}'),
    material_ids = coalesce((SELECT array_agg(DISTINCT c.material_id) FROM product_configurations c WHERE c.product_id = p.id AND c.material_id IS NOT NULL), '{}'),
    stone_ids = coalesce((SELECT array_agg(l.stone_id ORDER BY l.stone_id) FROM product_stones l WHERE l.product_id = p.id), '{}'),
    head_style_ids = coalesce((SELECT array_agg(l.head_style_id ORDER BY l.head_style_id) FROM product_head_styles l WHERE l.product_id = p.id), '{}'),
    stone_shape_ids = coalesce((SELECT array_agg(l.stone_shape_id ORDER BY l.stone_shape_id) FROM product_stone_shapes l WHERE l.product_id = p.id), '{}')
  WHERE p.id = ANY(ids);
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: one refresh per statement, however many rows.
CREATE OR REPLACE FUNCTION product_facets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_facets(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_facets(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSIF TG_TABLE_NAME = 'product_configurations' THEN
    -- Stock and price changes do not touch the facets; only a moved material does.
    PERFORM refresh_product_facets(ARRAY(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.material_id IS DISTINCT FROM o.material_id OR n.product_id <> o.product_id
      UNION SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id));
  ELSE
    PERFORM refresh_product_facets(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_categories_facets_insert" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_categories_facets_delete" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_categories_facets_update" AFTER UPDATE ON "product_categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_collections_facets_insert" AFTER INSERT ON "product_collections" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_collections_facets_delete" AFTER DELETE ON "product_collections" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_collections_facets_update" AFTER UPDATE ON "product_collections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_stones_facets_insert" AFTER INSERT ON "product_stones" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_stones_facets_delete" AFTER DELETE ON "product_stones" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_stones_facets_update" AFTER UPDATE ON "product_stones" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_head_styles_facets_insert" AFTER INSERT ON "product_head_styles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_head_styles_facets_delete" AFTER DELETE ON "product_head_styles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_head_styles_facets_update" AFTER UPDATE ON "product_head_styles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_stone_shapes_facets_insert" AFTER INSERT ON "product_stone_shapes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_stone_shapes_facets_delete" AFTER DELETE ON "product_stone_shapes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_stone_shapes_facets_update" AFTER UPDATE ON "product_stone_shapes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_configurations_facets_insert" AFTER INSERT ON "product_configurations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_configurations_facets_delete" AFTER DELETE ON "product_configurations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
CREATE TRIGGER "product_configurations_facets_update" AFTER UPDATE ON "product_configurations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_changed();
--> statement-breakpoint
SELECT refresh_product_facets(ARRAY(SELECT id FROM products));

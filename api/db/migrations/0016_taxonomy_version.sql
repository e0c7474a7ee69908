-- The reference cache (api/lib/reference-cache.ts) keeps the taxonomies (categories, materials,
-- stones, head styles, stone shapes, badges and their translations) while their version stands.
-- They were kept under the `product` group, which every product write advances, so a price or
-- stock change made the next catalogue call read every taxonomy again. They get a sequence of
-- their own, advanced only by their own tables (which still advance `product` as well: /cv and
-- the spec's groups are unchanged).
CREATE SEQUENCE "public"."cache_version_taxonomy" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['materials', 'material_translations', 'material_categories', 'material_category_translations', 'categories', 'category_translations', 'stones', 'stone_translations', 'head_styles', 'head_style_translations', 'stone_shapes', 'stone_shape_translations', 'badges', 'badge_translations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version(%L)', tbl || '_cv_taxonomy', tbl, 'taxonomy');
  END LOOP;
END $$;

-- Page cache invalidation (host/server/page-cache.ts): every committed change that shows on a
-- storefront page is announced on the channel `shop_cache` (NOTIFY is delivered at commit, to
-- every listening process). Payloads are cache tags: `settings`, `page`, `posts`, `collection`
-- for their groups, `product:<id>,<id>…` for products, `catalog` when listings may change (which
-- products a listing holds, their order or card), and `product:*` for changes that touch every
-- product (materials, categories, stones…).
--
-- The cache-version groups (0001) announce themselves, except `product`, which is announced per
-- product below: a sale only changes its products' stock, and must not empty the whole cache.
CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('cache_version_' || TG_ARGV[0]);
  IF TG_ARGV[0] IN ('system_settings', 'page', 'posts', 'collection') THEN
    PERFORM pg_notify('shop_cache', CASE TG_ARGV[0] WHEN 'system_settings' THEN 'settings' ELSE TG_ARGV[0] END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The products a statement changed (transition tables; `column` names the product id), as tags.
CREATE OR REPLACE FUNCTION notify_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id_column text := TG_ARGV[0];
  ids text;
  listing boolean := true;
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM old_rows', id_column) INTO ids;
  ELSE
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM new_rows', id_column) INTO ids;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  -- A sale takes stock and changes nothing else: its products' pages, not the listings.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'product_configurations' THEN
    SELECT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (to_jsonb(n) - 'stock_qty') IS DISTINCT FROM (to_jsonb(o) - 'stock_qty')
    ) INTO listing;
  END IF;
  IF length(ids) > 7000 THEN
    PERFORM pg_notify('shop_cache', 'product:*');
  ELSE
    PERFORM pg_notify('shop_cache', 'product:' || ids);
  END IF;
  IF listing THEN
    PERFORM pg_notify('shop_cache', 'catalog');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_cache_tag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  per_product text[] := ARRAY['products', 'product_configurations', 'product_translations', 'product_media', 'product_categories', 'product_collections', 'product_stones', 'product_head_styles', 'product_stone_shapes', 'product_badges', 'product_relations'];
  every_product text[] := ARRAY['materials', 'material_translations', 'material_categories', 'material_category_translations', 'categories', 'category_translations', 'stones', 'stone_translations', 'head_styles', 'head_style_translations', 'stone_shapes', 'stone_shape_translations', 'badges', 'badge_translations', 'media'];
  tbl text;
  id_column text;
BEGIN
  FOREACH tbl IN ARRAY per_product LOOP
    id_column := CASE WHEN tbl = 'products' THEN 'id' ELSE 'product_id' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_product_rows(%L)', tbl || '_cache_insert', tbl, id_column);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_product_rows(%L)', tbl || '_cache_update', tbl, id_column);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_product_rows(%L)', tbl || '_cache_delete', tbl, id_column);
  END LOOP;
  FOREACH tbl IN ARRAY every_product LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_tag(%L)', tbl || '_cache_all', tbl, 'product:*');
  END LOOP;
END
$$;

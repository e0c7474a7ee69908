-- A sale takes stock and changes nothing else. Until now it announced `product:<id>`, which also
-- dropped every listing page showing that product's card. A card shows stock only as "sold out",
-- so a stock change that leaves each configuration as available as it was is now announced as
-- `stock:<id>`: the product's own page (its answers carry `stock:<id>`) renders again, listings
-- keep their cards. A change that sells a configuration out, or brings it back, still announces
-- `product:<id>`; any other change to a product as before (with `catalog` for the listings).
CREATE OR REPLACE FUNCTION notify_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id_column text := TG_ARGV[0];
  ids text;
  listing boolean := true;
  cards boolean := true;
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM old_rows', id_column) INTO ids;
  ELSE
    EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM new_rows', id_column) INTO ids;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'product_configurations' THEN
    SELECT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (to_jsonb(n) - 'stock_qty') IS DISTINCT FROM (to_jsonb(o) - 'stock_qty')
    ) INTO listing;
    IF NOT listing THEN
      -- Only stock moved: do the cards change (a configuration sold out, or back)?
      SELECT EXISTS (
        SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (o.track_inventory AND o.stock_qty <= 0) IS DISTINCT FROM (n.track_inventory AND n.stock_qty <= 0)
      ) INTO cards;
    END IF;
  END IF;
  IF length(ids) > 7000 THEN
    PERFORM pg_notify('shop_cache', 'product:*');
  ELSIF cards THEN
    PERFORM pg_notify('shop_cache', 'product:' || ids);
  ELSE
    PERFORM pg_notify('shop_cache', 'stock:' || ids);
  END IF;
  IF listing THEN
    PERFORM pg_notify('shop_cache', 'catalog');
  END IF;
  RETURN NULL;
END
$$;

CREATE TABLE "search_lexemes" (
	"language_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	CONSTRAINT "search_lexemes_language_id_lexeme_pk" PRIMARY KEY("language_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "search_lexemes" ADD CONSTRAINT "search_lexemes_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_lexemes_trgm_idx" ON "search_lexemes" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_search_doc_idx" ON "product_translations" USING gin ("search_doc");--> statement-breakpoint
-- The text-search configuration of a language: its own stemming where PostgreSQL has one.
CREATE OR REPLACE FUNCTION search_config(lid integer) RETURNS regconfig LANGUAGE sql STABLE AS $$
  SELECT (CASE (SELECT slug FROM languages WHERE id = lid)
    WHEN 'nl' THEN 'dutch' WHEN 'en' THEN 'english' WHEN 'de' THEN 'german' WHEN 'fr' THEN 'french'
    WHEN 'es' THEN 'spanish' WHEN 'it' THEN 'italian' WHEN 'da' THEN 'danish' WHEN 'sv' THEN 'swedish'
    WHEN 'pt' THEN 'portuguese' WHEN 'fi' THEN 'finnish' ELSE 'simple' END)::regconfig
$$;
--> statement-breakpoint
-- A product's search document in one language (see product_translations.search_doc). Material
-- categories ("Goud") are named beside the materials ("14 karaat geelgoud"): compounds do not stem apart.
CREATE OR REPLACE FUNCTION product_search_document(pid integer, lid integer, title text, sub_title text, short_description text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector(c.cfg, coalesce(title, '')) || to_tsvector('simple', coalesce(p.default_sku, '')), 'A')
    || setweight(to_tsvector(c.cfg, concat_ws(' ',
         (SELECT string_agg(x.title, ' ') FROM category_translations x WHERE x.language_id = lid AND x.category_id = ANY(p.category_ids)),
         (SELECT string_agg(x.title, ' ') FROM material_translations x WHERE x.language_id = lid AND x.material_id = ANY(p.material_ids)),
         (SELECT string_agg(DISTINCT x.title, ' ') FROM materials m JOIN material_category_translations x ON x.material_category_id = m.material_category_id AND x.language_id = lid WHERE m.id = ANY(p.material_ids)),
         (SELECT string_agg(x.title, ' ') FROM stone_translations x WHERE x.language_id = lid AND x.stone_id = ANY(p.stone_ids)),
         (SELECT string_agg(x.title, ' ') FROM stone_shape_translations x WHERE x.language_id = lid AND x.stone_shape_id = ANY(p.stone_shape_ids)))), 'B')
    || setweight(to_tsvector(c.cfg, concat_ws(' ', sub_title, short_description)), 'C')
  FROM (SELECT search_config(lid) AS cfg) c LEFT JOIN products p ON p.id = pid
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_translation_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := product_search_document(NEW.product_id, NEW.language_id, NEW.title, NEW.sub_title, NEW.short_description);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_translations_search_doc" BEFORE INSERT OR UPDATE OF title, sub_title, short_description, product_id, language_id ON "product_translations" FOR EACH ROW EXECUTE FUNCTION product_translation_search_doc();
--> statement-breakpoint
-- Documents again for the given products (their facets or SKU changed) or all products using a renamed value.
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_translations t SET search_doc = product_search_document(t.product_id, t.language_id, t.title, t.sub_title, t.short_description)
  WHERE t.product_id = ANY(ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.category_ids IS DISTINCT FROM o.category_ids OR n.material_ids IS DISTINCT FROM o.material_ids
       OR n.stone_ids IS DISTINCT FROM o.stone_ids OR n.stone_shape_ids IS DISTINCT FROM o.stone_shape_ids
       OR n.default_sku IS DISTINCT FROM o.default_sku));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_changed();
--> statement-breakpoint
-- A taxonomy value renamed (or named in a new language): the documents of the products that carry it.
CREATE OR REPLACE FUNCTION taxonomy_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  facet text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', id_column) INTO changed;
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', id_column) INTO changed;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT n.%1$I) FROM new_rows n JOIN old_rows o ON o.%1$I = n.%1$I AND o.language_id = n.language_id WHERE n.title IS DISTINCT FROM o.title', id_column) INTO changed;
  END IF;
  IF changed IS NOT NULL THEN
    EXECUTE format('SELECT refresh_product_search(ARRAY(SELECT id FROM products WHERE %I && $1))', facet) USING changed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "category_translations_search_insert" AFTER INSERT ON "category_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('category_ids', 'category_id');
--> statement-breakpoint
CREATE TRIGGER "category_translations_search_update" AFTER UPDATE ON "category_translations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('category_ids', 'category_id');
--> statement-breakpoint
CREATE TRIGGER "category_translations_search_delete" AFTER DELETE ON "category_translations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('category_ids', 'category_id');
--> statement-breakpoint
CREATE TRIGGER "material_translations_search_insert" AFTER INSERT ON "material_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('material_ids', 'material_id');
--> statement-breakpoint
CREATE TRIGGER "material_translations_search_update" AFTER UPDATE ON "material_translations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('material_ids', 'material_id');
--> statement-breakpoint
CREATE TRIGGER "material_translations_search_delete" AFTER DELETE ON "material_translations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('material_ids', 'material_id');
--> statement-breakpoint
CREATE TRIGGER "stone_translations_search_insert" AFTER INSERT ON "stone_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('stone_ids', 'stone_id');
--> statement-breakpoint
CREATE TRIGGER "stone_translations_search_update" AFTER UPDATE ON "stone_translations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('stone_ids', 'stone_id');
--> statement-breakpoint
CREATE TRIGGER "stone_translations_search_delete" AFTER DELETE ON "stone_translations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('stone_ids', 'stone_id');
--> statement-breakpoint
CREATE TRIGGER "stone_shape_translations_search_insert" AFTER INSERT ON "stone_shape_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('stone_shape_ids', 'stone_shape_id');
--> statement-breakpoint
CREATE TRIGGER "stone_shape_translations_search_update" AFTER UPDATE ON "stone_shape_translations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('stone_shape_ids', 'stone_shape_id');
--> statement-breakpoint
CREATE TRIGGER "stone_shape_translations_search_delete" AFTER DELETE ON "stone_shape_translations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_search_changed('stone_shape_ids', 'stone_shape_id');
--> statement-breakpoint
-- The lexicon for typo tolerance grows with the documents.
CREATE OR REPLACE FUNCTION search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (language_id, lexeme)
    SELECT DISTINCT n.language_id, w FROM new_rows n, unnest(tsvector_to_array(n.search_doc)) w
    WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_translations_lexemes_insert" AFTER INSERT ON "product_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
--> statement-breakpoint
CREATE TRIGGER "product_translations_lexemes_update" AFTER UPDATE ON "product_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
--> statement-breakpoint
-- Existing shops: every document now (a new shop's seed writes them through the triggers).
UPDATE product_translations t SET search_doc = product_search_document(t.product_id, t.language_id, t.title, t.sub_title, t.short_description);

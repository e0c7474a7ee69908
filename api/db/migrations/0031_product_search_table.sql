-- The search moves out of product_translations into a narrow table of its own (see
-- api/db/schema/catalog.ts, productSearch): a search read only documents, titles and listing state,
-- not the rows with every long text, and the best matches come off an index in the shop's order.
DROP TRIGGER "product_translations_search_doc" ON "product_translations";--> statement-breakpoint
DROP TRIGGER "product_translations_lexemes_insert" ON "product_translations";--> statement-breakpoint
DROP TRIGGER "product_translations_lexemes_update" ON "product_translations";--> statement-breakpoint
DROP FUNCTION product_translation_search_doc();--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"doc" "tsvector" NOT NULL,
	"title_text" text NOT NULL,
	"recommended_rank" integer NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "product_search_product_id_language_id_pk" PRIMARY KEY("product_id","language_id")
);
--> statement-breakpoint
DROP INDEX "product_translations_search_idx";--> statement-breakpoint
DROP INDEX "product_translations_search_doc_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_doc_idx" ON "product_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "product_search_title_idx" ON "product_search" USING gin ("title_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_order_idx" ON "product_search" USING btree ("language_id","recommended_rank","product_id") WHERE active;--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "search_doc";
--> statement-breakpoint
-- The search rows of these products, written from their translations, facets and listing state.
CREATE OR REPLACE FUNCTION write_product_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, language_id, doc, title_text, recommended_rank, active)
  SELECT t.product_id, t.language_id, product_search_document(t.product_id, t.language_id, t.title, t.sub_title, t.short_description),
         lower(t.title), p.recommended_rank, p.active
  FROM product_translations t JOIN products p ON p.id = t.product_id
  WHERE t.product_id = ANY(ids)
  ON CONFLICT (product_id, language_id) DO UPDATE
    SET doc = EXCLUDED.doc, title_text = EXCLUDED.title_text, recommended_rank = EXCLUDED.recommended_rank, active = EXCLUDED.active;
$$;
--> statement-breakpoint
-- Products whose search rows are to be written when their transaction commits: a product, its
-- translations and its links arrive in several statements (an import sends them in batches), and
-- each would otherwise write the rows again. Always empty outside a transaction.
CREATE TABLE "product_search_pending" ("product_id" integer PRIMARY KEY);
--> statement-breakpoint
-- The search rows of these products are out of date (a new or changed translation, new facets or
-- SKU, a renamed taxonomy value): written once, at commit.
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search_pending (product_id) SELECT DISTINCT unnest(ids) ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- At commit, the first pending product's trigger writes every pending product's rows; the others
-- find their own entry gone (an index lookup each) and do nothing.
CREATE OR REPLACE FUNCTION product_search_flush() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM product_search_pending WHERE product_id = NEW.product_id) THEN
    PERFORM write_product_search(ARRAY(SELECT product_id FROM product_search_pending));
    DELETE FROM product_search_pending;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_search_pending_flush" AFTER INSERT ON "product_search_pending" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_search_flush();
--> statement-breakpoint
-- A translation added, its searchable texts changed, or removed. (A statement trigger with
-- transition tables cannot name columns, so the texts are compared here.)
CREATE OR REPLACE FUNCTION product_translations_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM product_search s USING old_rows o WHERE s.product_id = o.product_id AND s.language_id = o.language_id;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSE
    PERFORM refresh_product_search(ARRAY(
      SELECT DISTINCT n.product_id FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id AND o.language_id = n.language_id
      WHERE n.title IS DISTINCT FROM o.title OR n.sub_title IS DISTINCT FROM o.sub_title
         OR n.short_description IS DISTINCT FROM o.short_description));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_translations_search_insert" AFTER INSERT ON "product_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_translations_search_changed();
--> statement-breakpoint
CREATE TRIGGER "product_translations_search_update" AFTER UPDATE ON "product_translations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_translations_search_changed();
--> statement-breakpoint
CREATE TRIGGER "product_translations_search_delete" AFTER DELETE ON "product_translations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_translations_search_changed();
--> statement-breakpoint
-- A product's facets or SKU changed: its documents again; its rank or active flag: copied over.
CREATE OR REPLACE FUNCTION products_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.category_ids IS DISTINCT FROM o.category_ids OR n.material_ids IS DISTINCT FROM o.material_ids
       OR n.stone_ids IS DISTINCT FROM o.stone_ids OR n.stone_shape_ids IS DISTINCT FROM o.stone_shape_ids
       OR n.default_sku IS DISTINCT FROM o.default_sku));
  UPDATE product_search s SET recommended_rank = n.recommended_rank, active = n.active
  FROM new_rows n
  WHERE s.product_id = n.id AND (s.recommended_rank IS DISTINCT FROM n.recommended_rank OR s.active IS DISTINCT FROM n.active);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The lexicon for typo tolerance grows with the documents.
CREATE OR REPLACE FUNCTION search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (language_id, lexeme)
    SELECT DISTINCT n.language_id, w FROM new_rows n, unnest(tsvector_to_array(n.doc)) w
    WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_lexemes_insert" AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
--> statement-breakpoint
CREATE TRIGGER "product_search_lexemes_update" AFTER UPDATE ON "product_search" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
--> statement-breakpoint
-- Existing shops: every product's rows now (a new shop's seed writes them through the triggers).
SELECT write_product_search(ARRAY(SELECT id FROM products));
--> statement-breakpoint
ANALYZE product_search;

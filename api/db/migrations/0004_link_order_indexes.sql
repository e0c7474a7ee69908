DROP INDEX "product_badges_target_idx";--> statement-breakpoint
DROP INDEX "product_categories_target_idx";--> statement-breakpoint
DROP INDEX "product_collections_target_idx";--> statement-breakpoint
DROP INDEX "product_head_styles_target_idx";--> statement-breakpoint
DROP INDEX "product_relations_target_idx";--> statement-breakpoint
DROP INDEX "product_stone_shapes_target_idx";--> statement-breakpoint
DROP INDEX "product_stones_target_idx";--> statement-breakpoint
CREATE INDEX "product_badges_target_order_idx" ON "product_badges" USING btree ("badge_id","sort_order","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_target_order_idx" ON "product_categories" USING btree ("category_id","sort_order","product_id");--> statement-breakpoint
CREATE INDEX "product_collections_target_order_idx" ON "product_collections" USING btree ("collection_id","sort_order","product_id");--> statement-breakpoint
CREATE INDEX "product_head_styles_target_order_idx" ON "product_head_styles" USING btree ("head_style_id","sort_order","product_id");--> statement-breakpoint
CREATE INDEX "product_relations_target_order_idx" ON "product_relations" USING btree ("related_product_id","sort_order","product_id");--> statement-breakpoint
CREATE INDEX "product_stone_shapes_target_order_idx" ON "product_stone_shapes" USING btree ("stone_shape_id","sort_order","product_id");--> statement-breakpoint
CREATE INDEX "product_stones_target_order_idx" ON "product_stones" USING btree ("stone_id","sort_order","product_id");
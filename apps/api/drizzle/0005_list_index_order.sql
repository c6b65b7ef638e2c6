DROP INDEX "collection_products_collection_added_idx";--> statement-breakpoint
DROP INDEX "collections_user_status_created_idx";--> statement-breakpoint
DROP INDEX "collections_public_liked_idx";--> statement-breakpoint
DROP INDEX "collections_public_created_idx";--> statement-breakpoint
DROP INDEX "comments_collection_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "products_store_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "collection_products_collection_added_idx" ON "collection_products" USING btree ("collection_id","added_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collections_user_status_created_idx" ON "collections" USING btree ("user_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collections_public_liked_idx" ON "collections" USING btree ("like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "collections"."status" = 0 and "collections"."is_public";--> statement-breakpoint
CREATE INDEX "collections_public_created_idx" ON "collections" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "collections"."status" = 0 and "collections"."is_public";--> statement-breakpoint
CREATE INDEX "comments_collection_created_idx" ON "comments" USING btree ("collection_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_store_created_idx" ON "products" USING btree (lower("store"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
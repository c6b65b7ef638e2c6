ALTER TABLE "collections" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "collections" SET "comment_count" = "counted"."total" FROM (SELECT "collection_id", count(*)::integer AS "total" FROM "comments" GROUP BY "collection_id") AS "counted" WHERE "counted"."collection_id" = "collections"."id";

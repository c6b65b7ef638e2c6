-- Notifications keep what happened (type + params) instead of text worded at write time, so the
-- reader's interface words them in its current language (decision 0021). Old rows are backfilled
-- from the actor and collection they point to; the comment excerpt is taken from the old message.
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('actorName', "users"."name", 'actorSurname', "users"."surname", 'actorUserName', "users"."user_name") FROM "users" WHERE "notifications"."type" = 'follow' AND "users"."id" = "notifications"."actor_id";--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('actorName', "users"."name", 'actorSurname', "users"."surname", 'actorUserName', "users"."user_name", 'collectionId', "collections"."id", 'collectionName', "collections"."name") FROM "users", "collections" WHERE "notifications"."type" = 'like' AND "users"."id" = "notifications"."actor_id" AND "collections"."id" = "notifications"."collection_id";--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('actorName', "users"."name", 'actorSurname', "users"."surname", 'actorUserName', "users"."user_name", 'collectionId', "collections"."id", 'collectionName', "collections"."name", 'commentPreview', coalesce(substring("notifications"."message" from ': "(.*)"$'), '')) FROM "users", "collections" WHERE "notifications"."type" = 'comment' AND "users"."id" = "notifications"."actor_id" AND "collections"."id" = "notifications"."collection_id";--> statement-breakpoint
-- System messages, and anything whose actor or collection is gone, keep their text as written.
UPDATE "notifications" SET "type" = CASE WHEN "type" = 'system' THEN 'system' ELSE 'other' END, "params" = jsonb_build_object('title', "title", 'message', "message") WHERE "params" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "params" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "message";

CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"user_name" varchar(40) NOT NULL,
	"name" varchar(60) NOT NULL,
	"surname" varchar(60) NOT NULL,
	"password_hash" text NOT NULL,
	"language" varchar(2) DEFAULT 'tr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_email_key" ON "registrations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_user_name_key" ON "registrations" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "registrations_expires_idx" ON "registrations" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_codes_registration_idx" ON "email_codes" USING btree ("registration_id");--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_one_owner" CHECK (num_nonnulls("email_codes"."user_id", "email_codes"."registration_id") = 1);--> statement-breakpoint
-- An account whose address was never proven becomes what it always was: a sign-up claim. Only
-- accounts that hold nothing but their empty default collection move (none could sign in).
INSERT INTO "registrations" ("email", "user_name", "name", "surname", "password_hash", "language", "created_at", "expires_at")
SELECT "u"."email", "u"."user_name", "u"."name", "u"."surname", "u"."password_hash", "u"."language", "u"."created_at", now() + interval '1 day'
FROM "users" "u"
WHERE "u"."email_verified_at" IS NULL AND "u"."password_hash" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "collections" "c"
    WHERE "c"."user_id" = "u"."id"
      AND (NOT "c"."is_immutable"
        OR EXISTS (SELECT 1 FROM "collection_products" "cp" WHERE "cp"."collection_id" = "c"."id"))
  );--> statement-breakpoint
DELETE FROM "users" "u"
WHERE "u"."email_verified_at" IS NULL AND "u"."password_hash" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "collections" "c"
    WHERE "c"."user_id" = "u"."id"
      AND (NOT "c"."is_immutable"
        OR EXISTS (SELECT 1 FROM "collection_products" "cp" WHERE "cp"."collection_id" = "c"."id"))
  );

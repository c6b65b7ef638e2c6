CREATE TABLE "price_alerts" (
	"user_id" uuid NOT NULL,
	"observation_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_user_id_observation_id_kind_pk" PRIMARY KEY("user_id","observation_id","kind")
);
--> statement-breakpoint
CREATE TABLE "price_check_shops" (
	"store" varchar(100) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"paused_until" timestamp with time zone,
	"tokens" integer DEFAULT 0 NOT NULL,
	"refilled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_observations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount" numeric(14, 2),
	"currency" varchar(3),
	"availability" varchar(12) NOT NULL,
	"source" varchar(10) NOT NULL,
	"is_public" boolean NOT NULL,
	CONSTRAINT "price_observations_availability_check" CHECK ("price_observations"."availability" in ('in_stock', 'out_of_stock', 'preorder', 'unknown')),
	CONSTRAINT "price_observations_source_check" CHECK ("price_observations"."source" in ('server', 'recheck', 'extension'))
);
--> statement-breakpoint
CREATE TABLE "price_watches" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"target_price" numeric(14, 2),
	"on_drop" boolean NOT NULL,
	"on_back_in_stock" boolean NOT NULL,
	"baseline_amount" numeric(14, 2),
	"target_reached" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_watches_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" varchar(256) NOT NULL,
	"auth" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_products" ADD COLUMN "price_at_add" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "availability" varchar(12) DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "check_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_bell" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_observation_id_price_observations_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."price_observations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_observations_product_idx" ON "price_observations" USING btree ("product_id","observed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_observations_user_idx" ON "price_observations" USING btree ("user_id") WHERE "price_observations"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "price_watches_product_idx" ON "price_watches" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_watches_user_created_idx" ON "price_watches" USING btree ("user_id","created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_next_check_idx" ON "products" USING btree ("store","next_check_at") WHERE "products"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "products_check_started_idx" ON "products" USING btree ("store","check_started_at") WHERE "products"."check_started_at" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_availability_check" CHECK ("products"."availability" in ('in_stock', 'out_of_stock', 'preorder', 'unknown'));--> statement-breakpoint
-- Products kept in an active collection join the re-check schedule (the scheduler's per-shop limits pace the first round).
UPDATE "products" SET "next_check_at" = now() WHERE EXISTS (SELECT 1 FROM "collection_products" JOIN "collections" ON "collections"."id" = "collection_products"."collection_id" WHERE "collection_products"."product_id" = "products"."id" AND "collections"."status" = 0);

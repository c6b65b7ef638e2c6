CREATE TABLE "product_details" (
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price" varchar(64),
	"image_path" text,
	"source" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_details_product_id_user_id_pk" PRIMARY KEY("product_id","user_id"),
	CONSTRAINT "product_details_source_check" CHECK ("product_details"."source" in ('extension', 'manual', 'search', 'copied'))
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "title_search" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_products" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_details_user_idx" ON "product_details" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Rows made before decision 0010 came from scrapes and search results: kept as confirmed.
UPDATE "products" SET "confirmed_at" = "updated_at";--> statement-breakpoint
UPDATE "collection_products" SET "added_by" = "collections"."user_id" FROM "collections" WHERE "collections"."id" = "collection_products"."collection_id";--> statement-breakpoint
CREATE INDEX "collection_products_added_by_idx" ON "collection_products" USING btree ("added_by");
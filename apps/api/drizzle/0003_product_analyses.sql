CREATE TABLE "product_analyses" (
	"product_id" uuid NOT NULL,
	"language" varchar(2) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"result" jsonb NOT NULL,
	"product_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_analyses_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
ALTER TABLE "product_analyses" ADD CONSTRAINT "product_analyses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_gtin_idx" ON "products" USING btree (("details" -> 'identifiers' ->> 'gtin')) WHERE "products"."details" -> 'identifiers' ->> 'gtin' is not null;
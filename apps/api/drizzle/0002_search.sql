CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(translate("collections"."name", 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_search" text GENERATED ALWAYS AS (lower(translate("products"."title", 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("users"."name" || ' ' || "users"."surname" || ' ' || "users"."user_name", 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "collections_name_trgm_idx" ON "collections" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
-- A product's price is a point of its history from the moment Kolekt reads it (issue #32). A
-- priced product with no public observation (seeded, or written before every read kept one) gets
-- one: its current price and availability, at the time Kolekt last read it, else when it was made.
INSERT INTO "price_observations" ("product_id", "observed_at", "amount", "currency", "availability", "source", "is_public")
SELECT "p"."id", coalesce("p"."price_checked_at", "p"."confirmed_at", "p"."created_at"), "p"."price_amount", "p"."price_currency", "p"."availability", 'server', true
FROM "products" "p"
WHERE "p"."price_amount" IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM "price_observations" "o" WHERE "o"."product_id" = "p"."id" AND "o"."is_public");

-- Barcodes stored before decision 0059 take the one form products match on: GTIN-14, the digits
-- of a GTIN-8/12/13/14 with a valid GS1 check digit, zero-padded; anything else is no barcode.
-- Digits are read with ascii() so a stored text that is no number never stops the migration.
WITH "found" AS (
	SELECT "id", regexp_replace("details" #>> '{identifiers,gtin}', '[[:space:]-]', '', 'g') AS "digits"
	FROM "products"
	WHERE "details" #>> '{identifiers,gtin}' IS NOT NULL
), "judged" AS (
	SELECT "id", CASE
		WHEN "digits" ~ '^([0-9]{8}|[0-9]{12,14})$'
			AND lpad("digits", 14, '0') !~ '^0+$'
			AND (10 - (
				SELECT sum((ascii(substr(lpad("digits", 14, '0'), "i", 1)) - 48) * CASE WHEN "i" % 2 = 1 THEN 3 ELSE 1 END)
				FROM generate_series(1, 13) AS "i"
			) % 10) % 10 = ascii(substr(lpad("digits", 14, '0'), 14, 1)) - 48
		THEN lpad("digits", 14, '0')
	END AS "gtin"
	FROM "found"
)
UPDATE "products" SET "details" = jsonb_set("products"."details", '{identifiers,gtin}', coalesce(to_jsonb("judged"."gtin"), 'null'::jsonb))
FROM "judged"
WHERE "products"."id" = "judged"."id";

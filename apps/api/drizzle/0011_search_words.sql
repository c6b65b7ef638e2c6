CREATE TABLE "product_title_words" (
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The words of a folded title, split at ASCII whitespace only: a query folded by the api holds no
-- whitespace of any kind, so a one-word query found in a title is always inside one of its words.
CREATE FUNCTION title_words_of(title_search text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}')
	FROM regexp_split_to_table(title_search, '[ \t\n\r\f\v]+') AS word
	WHERE word <> ''
$$;
--> statement-breakpoint
CREATE FUNCTION product_title_words_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	WITH words AS (
		SELECT unnest(title_words_of(n.title_search)) AS word, n.created_at, n.id FROM inserted n
		WHERE n.confirmed_at IS NOT NULL
	), known AS (
		-- In word order, so concurrent inserts of the same new words take their locks alike.
		INSERT INTO title_words (word)
			SELECT DISTINCT word FROM words ORDER BY 1
			ON CONFLICT DO NOTHING
	)
	INSERT INTO product_title_words (word, created_at, product_id)
		SELECT word, created_at, id FROM words;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_title_words_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM product_title_words w
	USING (
		SELECT unnest(title_words_of(o.title_search)) AS word, o.created_at, o.id FROM deleted o
		WHERE o.confirmed_at IS NOT NULL
	) d
	WHERE w.word = d.word AND w.created_at = d.created_at AND w.product_id = d.id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_title_words_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.confirmed_at IS NOT NULL THEN
		DELETE FROM product_title_words
		WHERE word = ANY (title_words_of(OLD.title_search))
			AND created_at = OLD.created_at AND product_id = OLD.id;
	END IF;
	IF NEW.confirmed_at IS NOT NULL THEN
		INSERT INTO title_words (word)
			SELECT unnest(title_words_of(NEW.title_search))
			ON CONFLICT DO NOTHING;
		INSERT INTO product_title_words (word, created_at, product_id)
			SELECT unnest(title_words_of(NEW.title_search)), NEW.created_at, NEW.id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_title_words_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE product_title_words;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Inserts and deletes by statement (a bulk load is one set-based insert); an update only when it
-- changes what the index holds: price re-checks and counters never fire it.
CREATE TRIGGER products_title_words_insert AFTER INSERT ON products
	REFERENCING NEW TABLE AS inserted
	FOR EACH STATEMENT EXECUTE FUNCTION product_title_words_inserted();
--> statement-breakpoint
CREATE TRIGGER products_title_words_delete AFTER DELETE ON products
	REFERENCING OLD TABLE AS deleted
	FOR EACH STATEMENT EXECUTE FUNCTION product_title_words_deleted();
--> statement-breakpoint
CREATE TRIGGER products_title_words_update AFTER UPDATE ON products
	FOR EACH ROW
	WHEN (
		OLD.title IS DISTINCT FROM NEW.title
		OR OLD.created_at IS DISTINCT FROM NEW.created_at
		OR (OLD.confirmed_at IS NULL) <> (NEW.confirmed_at IS NULL)
	)
	EXECUTE FUNCTION product_title_words_updated();
--> statement-breakpoint
CREATE TRIGGER products_title_words_truncate AFTER TRUNCATE ON products
	FOR EACH STATEMENT EXECUTE FUNCTION product_title_words_truncated();
--> statement-breakpoint
-- The listed products already there, before the indexes: one sorted build instead of inserts.
INSERT INTO product_title_words (word, created_at, product_id)
	SELECT unnest(title_words_of(title_search)), created_at, id FROM products
	WHERE confirmed_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO title_words (word) SELECT DISTINCT word FROM product_title_words;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_title_words_key" ON "product_title_words" USING btree ("word","created_at","product_id");--> statement-breakpoint
CREATE INDEX "title_words_trgm_idx" ON "title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Planned with statistics from the first search on, not only after autovacuum comes by.
ANALYZE product_title_words, title_words;

-- Every word of the products' search texts, once: the dictionary a mistyped query word is corrected
-- against (domains/catalog/search-words.repository.ts). Rebuilt with the search texts
-- (refreshProductSearch); the trigram index finds the near spellings of a word among thousands.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "product_search", regexp_split_to_table("search_text", ' ') AS w
WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;

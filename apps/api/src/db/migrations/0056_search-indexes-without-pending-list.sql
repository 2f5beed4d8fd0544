-- Merges the pending lists of the trigram indexes that search reads. GIN keeps new entries in a
-- pending list that only VACUUM, autovacuum's analyze, gin_clean_pending_list() or outgrowing
-- gin_pending_list_limit (4 MB) merges into the index; until then every search scans the list row
-- by row, and the planner, counting its pages, prices the index above a sequential scan. After the
-- seed on a server whose autovacuum is late or off, that made a search for a new word read every
-- product's text (docs/performance.md, "At 100,000 products"). The code that writes these texts now
-- merges the list after each write (domains/search/search-index.ts); this merges what databases
-- already hold, once. It takes no lock that stops reads or writes.
SELECT gin_clean_pending_list('product_search_text_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_word_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('news_posts_search_trgm_idx'::regclass);

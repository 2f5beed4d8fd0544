-- Order lines name their product and variant without foreign keys (docs/decisions/0016): each check
-- took a share lock on the catalogue's busiest rows for every line of every order, which wrote a lock
-- record (and, with orders at once, a multixact) per line. A deleted product is simply not found later.
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_product_price_id_product_prices_id_fk";

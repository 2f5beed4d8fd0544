-- Moves and sales documents draw their ids from one sequence, so /api/v1/documents/{id} names one
-- document whatever its type (and a sales document's PDF link stays the same id).
CREATE SEQUENCE "warehouse_document_ids";
--> statement-breakpoint
SELECT setval('warehouse_document_ids', greatest((SELECT coalesce(max("id"), 0) FROM "warehouse_moves"), (SELECT coalesce(max("id"), 0) FROM "warehouse_sales"), 1));
--> statement-breakpoint
ALTER TABLE "warehouse_moves" ALTER COLUMN "id" SET DEFAULT nextval('warehouse_document_ids');
--> statement-breakpoint
ALTER TABLE "warehouse_sales" ALTER COLUMN "id" SET DEFAULT nextval('warehouse_document_ids');

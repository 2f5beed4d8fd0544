-- The back office's product form saves with the version it was loaded at (issue 29): a save made from
-- an older version than the row's is refused with 409 instead of overwriting a colleague's change.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;

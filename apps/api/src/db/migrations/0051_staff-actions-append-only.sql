-- The audit log is append-only (issue 29): a staff change is recorded once and never edited or
-- removed, whatever the code above it does. The one change the database itself must still make is
-- `ON DELETE SET NULL` of a deleted staff account (`actor_id`): the record stays, its author unnamed.
-- Emptying the tables for tests uses TRUNCATE, which row triggers do not see.
CREATE OR REPLACE FUNCTION shop_staff_actions_append_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
     AND NEW.id = OLD.id
     AND NEW.action = OLD.action
     AND NEW.subject_type = OLD.subject_type
     AND NEW.subject_id = OLD.subject_id
     AND NEW.details IS NOT DISTINCT FROM OLD.details
     AND NEW.before IS NOT DISTINCT FROM OLD.before
     AND NEW.after IS NOT DISTINCT FROM OLD.after
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'staff_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "staff_actions_append_only" ON "staff_actions";
--> statement-breakpoint
CREATE TRIGGER "staff_actions_append_only" BEFORE UPDATE OR DELETE ON "staff_actions" FOR EACH ROW EXECUTE FUNCTION shop_staff_actions_append_only();

-- Orders name their delivery method without a foreign key (docs/decisions/0016): the key's check
-- share-locked the method's row for every order, and as all orders at once name the same few methods,
-- each lock became a multixact on one hot row. What the key guarded is kept by a trigger instead: a
-- method that orders name cannot be deleted (methods are deactivated, never deleted, by the shop).
ALTER TABLE "orders" DROP CONSTRAINT "orders_delivery_method_id_delivery_methods_id_fk";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_delivery_method_deleted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM orders WHERE delivery_method_id = OLD.id) THEN
    RAISE EXCEPTION 'delivery method % is named by orders: deactivate it instead', OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER delivery_methods_in_use BEFORE DELETE ON delivery_methods
  FOR EACH ROW EXECUTE FUNCTION shop_delivery_method_deleted();

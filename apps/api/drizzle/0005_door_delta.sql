ALTER TABLE "bookings" ADD COLUMN "door_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_event_door_changed_idx" ON "bookings" USING btree ("event_id","door_changed_at");--> statement-breakpoint
-- Decision 0024, delta refresh: every writer of bookings (purchase, webhook, cancellations, check-in, door-sync,
-- undo) moves door_changed_at when something a door's list holds changes. clock_timestamp(), not now(): a long
-- transaction's rows get the time of the change, as close to its commit as a trigger can see. The application
-- cannot set the column itself: an update that changes nothing of the list keeps the old time.
CREATE FUNCTION "bookings_door_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
    OR NEW.cancelled IS DISTINCT FROM OLD.cancelled
    OR NEW.verified IS DISTINCT FROM OLD.verified
    OR NEW.verified_at IS DISTINCT FROM OLD.verified_at
    OR NEW.total_quantity IS DISTINCT FROM OLD.total_quantity
    OR NEW.ticket_id IS DISTINCT FROM OLD.ticket_id
    OR NEW.qr_signature IS DISTINCT FROM OLD.qr_signature
    OR NEW.user_id IS DISTINCT FROM OLD.user_id
  THEN
    NEW.door_changed_at := clock_timestamp();
  ELSE
    NEW.door_changed_at := OLD.door_changed_at;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_door_changed" BEFORE INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_door_changed"();

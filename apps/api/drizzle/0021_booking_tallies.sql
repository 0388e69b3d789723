-- Counts that do not grow with the bookings (decision 0046). An event's booking statistics, the door's "N of M
-- checked in" and the admin dashboard's totals are read from tallies instead of counting bookings.
--
-- Writers never update a shared counter row: a change appends a delta row (no lock, so a flash sale's bookings do not
-- queue on one event's or the platform's counter), and a background pass folds deltas into the tallies. A read sums
-- the tally and the deltas not folded yet, so it is exact whenever it runs.
--
-- A booking's contribution is recomputed from its rows by a deferred constraint trigger at commit (after every
-- statement of the transaction, so the booking, its ticket lines, scans and refunds are all in their final state) and
-- compared with the contribution last recorded for it; only the difference is appended.

-- No foreign key to events: checking one at commit would take a key-share lock on the event after the booking's
-- locks, the reverse of the order cancellations take them in (a deadlock). An event with bookings is never deleted.
--
-- category_key: '' for the whole event; a ticket category's id; 'name:' || category_name for ticket lines whose
-- category was since removed (the statistics match those by name, as before).
CREATE TABLE "booking_tallies" (
  "event_id" uuid NOT NULL,
  "category_key" text NOT NULL,
  "bookings" bigint NOT NULL DEFAULT 0,
  "active_bookings" bigint NOT NULL DEFAULT 0,
  "seats" bigint NOT NULL DEFAULT 0,
  "checked_in_bookings" bigint NOT NULL DEFAULT 0,
  "checked_in_seats" bigint NOT NULL DEFAULT 0,
  "double_entries" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("event_id", "category_key")
);--> statement-breakpoint
CREATE TABLE "booking_tally_deltas" (
  "id" bigserial PRIMARY KEY,
  "event_id" uuid NOT NULL,
  "category_key" text NOT NULL,
  "bookings" integer NOT NULL DEFAULT 0,
  "active_bookings" integer NOT NULL DEFAULT 0,
  "seats" integer NOT NULL DEFAULT 0,
  "checked_in_bookings" integer NOT NULL DEFAULT 0,
  "checked_in_seats" integer NOT NULL DEFAULT 0,
  "double_entries" integer NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE INDEX "booking_tally_deltas_event_idx" ON "booking_tally_deltas" ("event_id");--> statement-breakpoint
-- Every booking on the platform: one row (id 1) and its deltas. net_paise is what the admin dashboard calls revenue.
CREATE TABLE "platform_booking_tallies" (
  "id" smallint PRIMARY KEY CHECK ("id" = 1),
  "bookings" bigint NOT NULL DEFAULT 0,
  "active_bookings" bigint NOT NULL DEFAULT 0,
  "net_paise" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "platform_booking_tallies" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "platform_booking_tally_deltas" (
  "id" bigserial PRIMARY KEY,
  "bookings" integer NOT NULL DEFAULT 0,
  "active_bookings" integer NOT NULL DEFAULT 0,
  "net_paise" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
-- Events by the UTC day they take place on: the admin's "active events" (not cancelled, dated now or later) is the
-- days after today plus an indexed count of today's.
CREATE TABLE "event_day_tallies" (
  "day" date PRIMARY KEY,
  "events" bigint NOT NULL DEFAULT 0,
  "cancelled_events" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE TABLE "event_day_tally_deltas" (
  "id" bigserial PRIMARY KEY,
  "day" date NOT NULL,
  "events" integer NOT NULL DEFAULT 0,
  "cancelled_events" integer NOT NULL DEFAULT 0
);--> statement-breakpoint
-- What each booking was last counted as (no foreign key: the row must outlive its booking until it is subtracted).
-- lines: { category_key: [seats, checked_in_seats] } of its active ticket lines.
CREATE TABLE "booking_tally_contributions" (
  "booking_id" uuid PRIMARY KEY,
  "event_id" uuid NOT NULL,
  "active_bookings" integer NOT NULL,
  "seats" integer NOT NULL,
  "checked_in_bookings" integer NOT NULL,
  "checked_in_seats" integer NOT NULL,
  "double_entries" integer NOT NULL,
  "net_paise" bigint NOT NULL,
  "lines" jsonb NOT NULL
);--> statement-breakpoint
-- A booking's contribution as its rows say now (no row when the booking is gone).
CREATE FUNCTION "booking_contribution"(b uuid) RETURNS SETOF "booking_tally_contributions" LANGUAGE sql STABLE AS $$
  SELECT bk.id, bk.event_id,
    (NOT bk.cancelled)::int,
    CASE WHEN bk.cancelled THEN 0 ELSE bk.total_quantity END,
    (NOT bk.cancelled AND bk.verified)::int,
    CASE WHEN NOT bk.cancelled AND bk.verified THEN bk.total_quantity ELSE 0 END,
    CASE WHEN bk.cancelled THEN 0 ELSE
      (SELECT count(*)::int FROM door_scans s WHERE s.booking_id = bk.id AND s.outcome = 'double_entry') END,
    bk.total_amount_paise::bigint - CASE WHEN bk.refund_status = 'processed' THEN bk.refund_amount_paise ELSE 0 END
      + coalesce((SELECT sum(pc.value_paise - CASE WHEN r.status = 'processed' THEN pc.refund_paise ELSE 0 END)
                  FROM partial_cancellations pc LEFT JOIN refunds r ON r.id = pc.refund_id
                  WHERE pc.booking_id = bk.id), 0),
    CASE WHEN bk.cancelled THEN '{}'::jsonb ELSE coalesce((
      SELECT jsonb_object_agg(l.key, jsonb_build_array(l.seats, CASE WHEN bk.verified THEN l.seats ELSE 0 END))
      FROM (SELECT coalesce(i.ticket_category_id::text, 'name:' || i.category_name) AS key, sum(i.quantity)::int AS seats
            FROM booking_items i WHERE i.booking_id = bk.id GROUP BY 1) l), '{}'::jsonb) END
  FROM bookings bk WHERE bk.id = b
$$;--> statement-breakpoint
CREATE FUNCTION "retally_booking"(b uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  was booking_tally_contributions;
  now_ booking_tally_contributions;
  had boolean;
  has boolean;
  ev uuid;
BEGIN
  SELECT * INTO was FROM booking_tally_contributions WHERE booking_id = b FOR UPDATE;
  had := FOUND;
  SELECT * INTO now_ FROM booking_contribution(b);
  has := FOUND;
  IF NOT had AND NOT has THEN RETURN; END IF;
  IF had AND has AND was IS NOT DISTINCT FROM now_ THEN RETURN; END IF;
  ev := CASE WHEN has THEN now_.event_id ELSE was.event_id END;

  INSERT INTO booking_tally_deltas (event_id, category_key, bookings, active_bookings, seats, checked_in_bookings,
    checked_in_seats, double_entries)
  SELECT ev, '', has::int - had::int,
    coalesce(now_.active_bookings, 0) - coalesce(was.active_bookings, 0),
    coalesce(now_.seats, 0) - coalesce(was.seats, 0),
    coalesce(now_.checked_in_bookings, 0) - coalesce(was.checked_in_bookings, 0),
    coalesce(now_.checked_in_seats, 0) - coalesce(was.checked_in_seats, 0),
    coalesce(now_.double_entries, 0) - coalesce(was.double_entries, 0)
  WHERE EXISTS (SELECT 1 FROM events WHERE id = ev);

  INSERT INTO booking_tally_deltas (event_id, category_key, seats, checked_in_seats)
  SELECT ev, k.key, d.seats, d.checked_in_seats
  FROM (SELECT jsonb_object_keys(coalesce(now_.lines, '{}')) UNION SELECT jsonb_object_keys(coalesce(was.lines, '{}'))) k(key),
    LATERAL (SELECT coalesce((now_.lines -> k.key ->> 0)::int, 0) - coalesce((was.lines -> k.key ->> 0)::int, 0) AS seats,
                    coalesce((now_.lines -> k.key ->> 1)::int, 0) - coalesce((was.lines -> k.key ->> 1)::int, 0) AS checked_in_seats) d
  WHERE (d.seats <> 0 OR d.checked_in_seats <> 0) AND EXISTS (SELECT 1 FROM events WHERE id = ev);

  INSERT INTO platform_booking_tally_deltas (bookings, active_bookings, net_paise)
  VALUES (has::int - had::int,
    coalesce(now_.active_bookings, 0) - coalesce(was.active_bookings, 0),
    coalesce(now_.net_paise, 0) - coalesce(was.net_paise, 0));

  IF has THEN
    INSERT INTO booking_tally_contributions VALUES (now_.*)
    ON CONFLICT (booking_id) DO UPDATE SET event_id = excluded.event_id, active_bookings = excluded.active_bookings,
      seats = excluded.seats, checked_in_bookings = excluded.checked_in_bookings,
      checked_in_seats = excluded.checked_in_seats, double_entries = excluded.double_entries,
      net_paise = excluded.net_paise, lines = excluded.lines;
  ELSE
    DELETE FROM booking_tally_contributions WHERE booking_id = b;
  END IF;
END
$$;--> statement-breakpoint
-- The booking a changed row belongs to, recounted at commit.
CREATE FUNCTION "retally_changed_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  column_name text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM retally_booking((to_jsonb(OLD) ->> column_name)::uuid) WHERE to_jsonb(OLD) ->> column_name IS NOT NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM retally_booking((to_jsonb(NEW) ->> column_name)::uuid) WHERE to_jsonb(NEW) ->> column_name IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_tally" AFTER INSERT OR DELETE OR UPDATE OF "cancelled", "verified",
  "total_quantity", "total_amount_paise", "refund_status", "refund_amount_paise" ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "retally_changed_booking"('id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_items_tally" AFTER INSERT OR DELETE OR UPDATE ON "booking_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "retally_changed_booking"('booking_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "door_scans_tally" AFTER INSERT OR DELETE OR UPDATE OF "outcome", "booking_id" ON "door_scans"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "retally_changed_booking"('booking_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "partial_cancellations_tally" AFTER INSERT OR DELETE OR UPDATE ON "partial_cancellations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "retally_changed_booking"('booking_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_tally" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_paise" ON "refunds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "retally_changed_booking"('booking_id');--> statement-breakpoint
-- Events: a delta per change of day or state, appended in the event's own statement (nothing to wait for at commit).
CREATE FUNCTION "events_day_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO event_day_tally_deltas (day, events, cancelled_events)
    VALUES ((OLD.date AT TIME ZONE 'UTC')::date, -1, -(OLD.cancelled::int));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_day_tally_deltas (day, events, cancelled_events)
    VALUES ((NEW.date AT TIME ZONE 'UTC')::date, 1, NEW.cancelled::int);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_day_tally" AFTER INSERT OR DELETE OR UPDATE OF "date", "cancelled" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "events_day_tally"();--> statement-breakpoint
-- Folds up to `batch` deltas of each kind into the tallies; returns how many it folded. Claimed with SKIP LOCKED and
-- applied in key order, so passes of several processes neither fold a delta twice nor deadlock.
CREATE FUNCTION "fold_tally_deltas"(batch integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  folded bigint := 0;
  n bigint;
BEGIN
  WITH moved AS (
    DELETE FROM booking_tally_deltas WHERE id IN
      (SELECT id FROM booking_tally_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), summed AS (
    SELECT event_id, category_key, count(*) AS n, sum(bookings) AS bookings, sum(active_bookings) AS active_bookings,
      sum(seats) AS seats, sum(checked_in_bookings) AS checked_in_bookings, sum(checked_in_seats) AS checked_in_seats,
      sum(double_entries) AS double_entries
    FROM moved GROUP BY event_id, category_key
  ), applied AS (
    INSERT INTO booking_tallies AS t (event_id, category_key, bookings, active_bookings, seats, checked_in_bookings,
      checked_in_seats, double_entries)
    SELECT event_id, category_key, bookings, active_bookings, seats, checked_in_bookings, checked_in_seats,
      double_entries
    FROM summed WHERE EXISTS (SELECT 1 FROM events e WHERE e.id = summed.event_id) ORDER BY event_id, category_key
    ON CONFLICT (event_id, category_key) DO UPDATE SET bookings = t.bookings + excluded.bookings,
      active_bookings = t.active_bookings + excluded.active_bookings, seats = t.seats + excluded.seats,
      checked_in_bookings = t.checked_in_bookings + excluded.checked_in_bookings,
      checked_in_seats = t.checked_in_seats + excluded.checked_in_seats,
      double_entries = t.double_entries + excluded.double_entries
    RETURNING 1
  )
  SELECT coalesce(sum(summed.n), 0) INTO n FROM summed;
  folded := folded + n;

  WITH moved AS (
    DELETE FROM platform_booking_tally_deltas WHERE id IN
      (SELECT id FROM platform_booking_tally_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), summed AS (
    SELECT count(*) AS n, coalesce(sum(bookings), 0) AS bookings, coalesce(sum(active_bookings), 0) AS active_bookings,
      coalesce(sum(net_paise), 0) AS net_paise
    FROM moved
  ), applied AS (
    UPDATE platform_booking_tallies t SET bookings = t.bookings + summed.bookings,
      active_bookings = t.active_bookings + summed.active_bookings, net_paise = t.net_paise + summed.net_paise
    FROM summed WHERE t.id = 1 AND summed.n > 0
    RETURNING 1
  )
  SELECT summed.n INTO n FROM summed;
  folded := folded + n;

  WITH moved AS (
    DELETE FROM event_day_tally_deltas WHERE id IN
      (SELECT id FROM event_day_tally_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), summed AS (
    SELECT day, count(*) AS n, sum(events) AS events, sum(cancelled_events) AS cancelled_events
    FROM moved GROUP BY day
  ), applied AS (
    INSERT INTO event_day_tallies AS t (day, events, cancelled_events)
    SELECT day, events, cancelled_events FROM summed ORDER BY day
    ON CONFLICT (day) DO UPDATE SET events = t.events + excluded.events,
      cancelled_events = t.cancelled_events + excluded.cancelled_events
    RETURNING 1
  )
  SELECT coalesce(sum(summed.n), 0) INTO n FROM summed;
  RETURN folded + n;
END
$$;--> statement-breakpoint
-- Every tally counted again from the rows (this migration, and a bench that writes its data with triggers off).
CREATE FUNCTION "recount_booking_tallies"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_tally_deltas;
  DELETE FROM platform_booking_tally_deltas;
  DELETE FROM event_day_tally_deltas;
  DELETE FROM booking_tallies;
  DELETE FROM event_day_tallies;
  DELETE FROM booking_tally_contributions;
  -- booking_contribution() for every booking at once (set-based: ten million bookings in minutes, not hours).
  INSERT INTO booking_tally_contributions
  SELECT bk.id, bk.event_id,
    (NOT bk.cancelled)::int,
    CASE WHEN bk.cancelled THEN 0 ELSE bk.total_quantity END,
    (NOT bk.cancelled AND bk.verified)::int,
    CASE WHEN NOT bk.cancelled AND bk.verified THEN bk.total_quantity ELSE 0 END,
    CASE WHEN bk.cancelled THEN 0 ELSE coalesce(de.n, 0) END,
    bk.total_amount_paise::bigint - CASE WHEN bk.refund_status = 'processed' THEN bk.refund_amount_paise ELSE 0 END
      + coalesce(pc.kept, 0),
    CASE WHEN bk.cancelled THEN '{}'::jsonb ELSE coalesce(li.lines, '{}'::jsonb) END
  FROM bookings bk
  LEFT JOIN (SELECT booking_id, count(*)::int AS n FROM door_scans WHERE outcome = 'double_entry' GROUP BY 1) de
    ON de.booking_id = bk.id
  LEFT JOIN (SELECT p.booking_id, sum(p.value_paise - CASE WHEN r.status = 'processed' THEN p.refund_paise ELSE 0 END) AS kept
             FROM partial_cancellations p LEFT JOIN refunds r ON r.id = p.refund_id GROUP BY 1) pc
    ON pc.booking_id = bk.id
  LEFT JOIN (SELECT l.booking_id,
               jsonb_object_agg(l.key, jsonb_build_array(l.seats, CASE WHEN b2.verified THEN l.seats ELSE 0 END)) AS lines
             FROM (SELECT booking_id, coalesce(ticket_category_id::text, 'name:' || category_name) AS key,
                     sum(quantity)::int AS seats
                   FROM booking_items GROUP BY 1, 2) l
             JOIN bookings b2 ON b2.id = l.booking_id GROUP BY 1) li
    ON li.booking_id = bk.id;
  INSERT INTO booking_tallies (event_id, category_key, bookings, active_bookings, seats, checked_in_bookings,
    checked_in_seats, double_entries)
  SELECT event_id, '', count(*), sum(active_bookings), sum(seats), sum(checked_in_bookings), sum(checked_in_seats),
    sum(double_entries)
  FROM booking_tally_contributions GROUP BY event_id;
  INSERT INTO booking_tallies (event_id, category_key, seats, checked_in_seats)
  SELECT c.event_id, l.key, sum((l.value ->> 0)::int), sum((l.value ->> 1)::int)
  FROM booking_tally_contributions c, jsonb_each(c.lines) l GROUP BY c.event_id, l.key;
  UPDATE platform_booking_tallies SET (bookings, active_bookings, net_paise) =
    (SELECT count(*), coalesce(sum(active_bookings), 0), coalesce(sum(net_paise), 0) FROM booking_tally_contributions)
  WHERE id = 1;
  INSERT INTO event_day_tallies (day, events, cancelled_events)
  SELECT (date AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE cancelled) FROM events GROUP BY 1;
END
$$;--> statement-breakpoint
SELECT recount_booking_tallies();

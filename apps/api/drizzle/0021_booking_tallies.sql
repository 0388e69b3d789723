-- Counts that do not grow with the bookings (decision 0046). An event's booking statistics, the door's "N of M
-- checked in" and the admin dashboard's totals are read from tallies instead of counting bookings.
--
-- Writers never update a shared counter row: a change appends a delta row (no lock, so a flash sale's bookings do not
-- queue on one event's or the platform's counter), and a background pass folds deltas into the tallies. A read sums
-- the tally and the deltas not folded yet, so it is exact whenever it runs.
--
-- Statement triggers on bookings, booking_items, door_scans, partial_cancellations and refunds mark the bookings a
-- statement changed; at commit (after every statement of the transaction, so the booking, its ticket lines, scans and
-- refunds are in their final state) a deferred trigger recounts them all in one pass, compares each with what it was
-- last counted as, and appends only the difference.

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
-- Bookings a transaction changed, recounted together at its commit, and one row per such transaction whose deferred
-- trigger does it: once per transaction, set-based (an event cancelled with 100,000 bookings is one recount of them,
-- not 100,000).
CREATE TABLE "booking_tally_dirty" (
  "txid" bigint NOT NULL,
  "booking_id" uuid NOT NULL,
  PRIMARY KEY ("txid", "booking_id")
);--> statement-breakpoint
CREATE TABLE "booking_tally_pending" ("txid" bigint PRIMARY KEY);--> statement-breakpoint
-- The contributions of these bookings as their rows say now (recount_booking_tallies counts every booking the same way).
CREATE FUNCTION "booking_contributions"(ids uuid[]) RETURNS SETOF "booking_tally_contributions" LANGUAGE sql STABLE AS $$
  SELECT bk.id, bk.event_id,
    (NOT bk.cancelled)::int,
    CASE WHEN bk.cancelled THEN 0 ELSE bk.total_quantity END,
    (NOT bk.cancelled AND bk.verified)::int,
    CASE WHEN NOT bk.cancelled AND bk.verified THEN bk.total_quantity ELSE 0 END,
    CASE WHEN bk.cancelled THEN 0 ELSE coalesce(de.n, 0) END,
    bk.total_amount_paise::bigint - CASE WHEN bk.refund_status = 'processed' THEN bk.refund_amount_paise ELSE 0 END
      + coalesce(pc.kept, 0),
    CASE WHEN bk.cancelled THEN '{}'::jsonb ELSE coalesce((
      SELECT jsonb_object_agg(l.key, jsonb_build_array(l.seats, CASE WHEN bk.verified THEN l.seats ELSE 0 END))
      FROM (SELECT coalesce(i.ticket_category_id::text, 'name:' || i.category_name) AS key, sum(i.quantity)::int AS seats
            FROM booking_items i WHERE i.booking_id = bk.id GROUP BY 1) l), '{}'::jsonb) END
  FROM bookings bk
  LEFT JOIN (SELECT booking_id, count(*)::int AS n FROM door_scans
             WHERE booking_id = ANY(ids) AND outcome = 'double_entry' GROUP BY 1) de ON de.booking_id = bk.id
  LEFT JOIN (SELECT p.booking_id,
               sum(p.value_paise - CASE WHEN r.status = 'processed' THEN p.refund_paise ELSE 0 END) AS kept
             FROM partial_cancellations p LEFT JOIN refunds r ON r.id = p.refund_id
             WHERE p.booking_id = ANY(ids) GROUP BY 1) pc ON pc.booking_id = bk.id
  WHERE bk.id = ANY(ids)
$$;--> statement-breakpoint
-- At commit: what the transaction's changed bookings count for now, less what they were last counted as, appended
-- as deltas (by event and key, and for the platform); the contributions kept for next time.
CREATE FUNCTION "retally_pending"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  DELETE FROM booking_tally_pending WHERE txid = NEW.txid;
  WITH taken AS (DELETE FROM booking_tally_dirty WHERE txid = NEW.txid RETURNING booking_id)
  SELECT array_agg(booking_id) INTO ids FROM taken;
  IF ids IS NULL THEN RETURN NULL; END IF;

  -- One statement: its data-modifying parts run to completion whether or not the last one reads them.
  WITH now_counted AS MATERIALIZED (
    SELECT * FROM booking_contributions(ids)
  ), stored AS (
    INSERT INTO booking_tally_contributions SELECT * FROM now_counted
    ON CONFLICT (booking_id) DO UPDATE SET event_id = excluded.event_id, active_bookings = excluded.active_bookings,
      seats = excluded.seats, checked_in_bookings = excluded.checked_in_bookings,
      checked_in_seats = excluded.checked_in_seats, double_entries = excluded.double_entries,
      net_paise = excluded.net_paise, lines = excluded.lines
    RETURNING 1
  ), changes AS MATERIALIZED (
    SELECT coalesce(n.event_id, w.event_id) AS event_id,
      (n.booking_id IS NOT NULL)::int - (w.booking_id IS NOT NULL)::int AS bookings,
      coalesce(n.active_bookings, 0) - coalesce(w.active_bookings, 0) AS active_bookings,
      coalesce(n.seats, 0) - coalesce(w.seats, 0) AS seats,
      coalesce(n.checked_in_bookings, 0) - coalesce(w.checked_in_bookings, 0) AS checked_in_bookings,
      coalesce(n.checked_in_seats, 0) - coalesce(w.checked_in_seats, 0) AS checked_in_seats,
      coalesce(n.double_entries, 0) - coalesce(w.double_entries, 0) AS double_entries,
      coalesce(n.net_paise, 0) - coalesce(w.net_paise, 0) AS net_paise,
      coalesce(n.lines, '{}'::jsonb) AS now_lines, coalesce(w.lines, '{}'::jsonb) AS was_lines
    FROM now_counted n
    FULL JOIN (SELECT * FROM booking_tally_contributions WHERE booking_id = ANY(ids) FOR UPDATE) w
      ON w.booking_id = n.booking_id
  ), listed AS MATERIALIZED (
    SELECT * FROM changes c WHERE EXISTS (SELECT 1 FROM events e WHERE e.id = c.event_id)
  ), whole AS (
    INSERT INTO booking_tally_deltas (event_id, category_key, bookings, active_bookings, seats, checked_in_bookings,
      checked_in_seats, double_entries)
    SELECT event_id, '', sum(bookings), sum(active_bookings), sum(seats), sum(checked_in_bookings),
      sum(checked_in_seats), sum(double_entries)
    FROM listed GROUP BY event_id
    HAVING sum(abs(bookings) + abs(active_bookings) + abs(seats) + abs(checked_in_bookings) + abs(checked_in_seats)
      + abs(double_entries)) > 0
    RETURNING 1
  ), line_changes AS (
    SELECT c.event_id, k.key,
      coalesce((c.now_lines -> k.key ->> 0)::int, 0) - coalesce((c.was_lines -> k.key ->> 0)::int, 0) AS seats,
      coalesce((c.now_lines -> k.key ->> 1)::int, 0) - coalesce((c.was_lines -> k.key ->> 1)::int, 0) AS checked_in_seats
    FROM listed c,
      LATERAL (SELECT jsonb_object_keys(c.now_lines) UNION SELECT jsonb_object_keys(c.was_lines)) k(key)
  ), lines AS (
    INSERT INTO booking_tally_deltas (event_id, category_key, seats, checked_in_seats)
    SELECT event_id, key, sum(seats), sum(checked_in_seats) FROM line_changes GROUP BY event_id, key
    HAVING sum(abs(seats) + abs(checked_in_seats)) > 0
    RETURNING 1
  )
  INSERT INTO platform_booking_tally_deltas (bookings, active_bookings, net_paise)
  SELECT sum(bookings), sum(active_bookings), sum(net_paise) FROM changes
  HAVING sum(abs(bookings) + abs(active_bookings)) + sum(abs(net_paise)) > 0;

  DELETE FROM booking_tally_contributions c WHERE c.booking_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = c.booking_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_tally_pending_commit" AFTER INSERT ON "booking_tally_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "retally_pending"();--> statement-breakpoint
-- Marks the bookings a statement changed (by the column naming them in the changed rows) and the transaction as
-- having some: one statement per statement, whatever its rows.
CREATE FUNCTION "mark_changed_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marked bigint := 0;
  n bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO booking_tally_dirty SELECT DISTINCT txid_current(), %1$I FROM changed_new
      WHERE %1$I IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0]);
    GET DIAGNOSTICS n = ROW_COUNT;
    marked := marked + n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('INSERT INTO booking_tally_dirty SELECT DISTINCT txid_current(), %1$I FROM changed_old
      WHERE %1$I IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0]);
    GET DIAGNOSTICS n = ROW_COUNT;
    marked := marked + n;
  END IF;
  IF marked > 0 THEN
    INSERT INTO booking_tally_pending VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_tally_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('id');--> statement-breakpoint
CREATE TRIGGER "bookings_tally_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('id');--> statement-breakpoint
CREATE TRIGGER "bookings_tally_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('id');--> statement-breakpoint
CREATE TRIGGER "booking_items_tally_insert" AFTER INSERT ON "booking_items" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "booking_items_tally_update" AFTER UPDATE ON "booking_items"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "booking_items_tally_delete" AFTER DELETE ON "booking_items" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "door_scans_tally_insert" AFTER INSERT ON "door_scans" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "door_scans_tally_update" AFTER UPDATE ON "door_scans"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "door_scans_tally_delete" AFTER DELETE ON "door_scans" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "partial_cancellations_tally_insert" AFTER INSERT ON "partial_cancellations" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "partial_cancellations_tally_update" AFTER UPDATE ON "partial_cancellations"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "partial_cancellations_tally_delete" AFTER DELETE ON "partial_cancellations" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "refunds_tally_insert" AFTER INSERT ON "refunds" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "refunds_tally_update" AFTER UPDATE ON "refunds"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
CREATE TRIGGER "refunds_tally_delete" AFTER DELETE ON "refunds" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_bookings"('booking_id');--> statement-breakpoint
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
  -- booking_contributions() for every booking at once (set-based: ten million bookings in minutes, not hours).
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

-- Decision 0021: bookings_event_door_changed_idx (event_id, door_changed_at) answers every lookup by event_id, so this
-- second index only cost every booking insert one more index entry.
DROP INDEX "bookings_event_idx";
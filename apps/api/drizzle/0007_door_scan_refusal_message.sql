-- Decision 0024: a refused offline admission keeps the answer its door was told, so the organizer's list of
-- refusals (GET /api/bookings/event/{id}/door-refusals) says why in the same words.
ALTER TABLE "door_scans" ADD COLUMN "message" text;
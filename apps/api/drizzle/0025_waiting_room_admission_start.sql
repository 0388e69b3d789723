ALTER TABLE "waiting_rooms" ADD COLUMN "admission_starts_at" timestamp with time zone;--> statement-breakpoint
-- Rooms drawn before the reveal window (decision 0049) started admitting at their draw.
UPDATE "waiting_rooms" SET "admission_starts_at" = "drawn_at" WHERE "drawn_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_drawn_with_admission_start" CHECK (("waiting_rooms"."drawn_at" is null) = ("waiting_rooms"."admission_starts_at" is null));--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_admission_after_draw" CHECK ("waiting_rooms"."admission_starts_at" >= "waiting_rooms"."drawn_at");
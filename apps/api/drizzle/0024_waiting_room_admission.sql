ALTER TABLE "waiting_room_places" ADD COLUMN "admitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_room_places" ADD COLUMN "pass_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "admitted_per_minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "waiting_room_places_admitted_idx" ON "waiting_room_places" USING btree ("event_id","admitted_at") WHERE "waiting_room_places"."admitted_at" is not null;--> statement-breakpoint
ALTER TABLE "waiting_room_places" ADD CONSTRAINT "waiting_room_places_admitted_numbered" CHECK ("waiting_room_places"."admitted_at" is null or "waiting_room_places"."number" is not null);--> statement-breakpoint
ALTER TABLE "waiting_room_places" ADD CONSTRAINT "waiting_room_places_used_admitted" CHECK ("waiting_room_places"."pass_used_at" is null or "waiting_room_places"."admitted_at" is not null);
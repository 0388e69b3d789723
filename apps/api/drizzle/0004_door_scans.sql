CREATE TABLE "door_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nonce" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"booking_id" uuid,
	"device_id" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scanned_by" uuid,
	"local_verdict" text,
	"outcome" text NOT NULL,
	"code" text,
	CONSTRAINT "door_scans_local_verdict_valid" CHECK ("door_scans"."local_verdict" in ('admitted', 'refused')),
	CONSTRAINT "door_scans_outcome_valid" CHECK ("door_scans"."outcome" in ('checked_in', 'double_entry', 'refused', 'recorded', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_verify_method_valid";--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_scans_nonce_unique" ON "door_scans" USING btree ("nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "door_scans_one_check_in_per_booking" ON "door_scans" USING btree ("booking_id") WHERE "door_scans"."outcome" = 'checked_in';--> statement-breakpoint
CREATE INDEX "door_scans_event_idx" ON "door_scans" USING btree ("event_id","outcome");--> statement-breakpoint
CREATE INDEX "door_scans_booking_idx" ON "door_scans" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_verify_method_valid" CHECK ("bookings"."verify_method" in ('camera', 'manual', 'offline'));
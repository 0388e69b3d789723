-- Decision 0029: an event's date changes are kept (event_date_changes, the cause of each holder's "date changed" e-mail), and
-- events.date_changed_at says when the date last moved: a booking bought before it is refunded in full on cancel.
CREATE TABLE "event_date_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"previous_date" timestamp with time zone NOT NULL,
	"new_date" timestamp with time zone NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" DROP CONSTRAINT "outbox_mails_kind_valid";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "date_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_date_changes" ADD CONSTRAINT "event_date_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_date_changes" ADD CONSTRAINT "event_date_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_date_changes_event_idx" ON "event_date_changes" USING btree ("event_id","changed_at");--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_kind_valid" CHECK ("outbox_mails"."kind" in ('booking_confirmed', 'booking_cancelled', 'refund_failed', 'event_cancelled', 'event_date_changed', 'inquiry_received', 'contact_received', 'email_changed', 'registration_attempt'));
CREATE TABLE "partial_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"items" jsonb NOT NULL,
	"value_paise" integer NOT NULL,
	"percentage" integer NOT NULL,
	"refund_paise" integer NOT NULL,
	"refund_id" uuid,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partial_cancellations_quantity_valid" CHECK ("partial_cancellations"."quantity" between 1 and 9),
	CONSTRAINT "partial_cancellations_refund_valid" CHECK ("partial_cancellations"."refund_paise" between 0 and "partial_cancellations"."value_paise" and "partial_cancellations"."percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_category_id" uuid,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"accept_partial" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_quantity" integer,
	"payment_id" uuid,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_quantity_valid" CHECK ("waitlist_entries"."quantity" between 1 and 10),
	CONSTRAINT "waitlist_entries_status_valid" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'converted', 'expired', 'declined', 'left', 'closed')),
	CONSTRAINT "waitlist_entries_offer_valid" CHECK (("waitlist_entries"."status" in ('waiting', 'left') and "waitlist_entries"."payment_id" is null)
        or ("waitlist_entries"."status" in ('offered', 'converted', 'expired') and "waitlist_entries"."payment_id" is not null
          and "waitlist_entries"."offered_quantity" between 1 and "waitlist_entries"."quantity" and "waitlist_entries"."offer_expires_at" is not null)
        or "waitlist_entries"."status" in ('declined', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"offer_hours" integer DEFAULT 12 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_settings_offer_hours_valid" CHECK ("waitlist_settings"."offer_hours" between 1 and 72)
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" DROP CONSTRAINT "outbox_mails_kind_valid";--> statement-breakpoint
DROP INDEX "refunds_booking_unique";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "partial_cancellations" ADD CONSTRAINT "partial_cancellations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_cancellations" ADD CONSTRAINT "partial_cancellations_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_ticket_category_id_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_settings" ADD CONSTRAINT "waitlist_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partial_cancellations_booking_idx" ON "partial_cancellations" USING btree ("booking_id","cancelled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partial_cancellations_refund_unique" ON "partial_cancellations" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("event_id","created_at","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_offered_idx" ON "waitlist_entries" USING btree ("payment_id") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_active" ON "waitlist_entries" USING btree ("user_id","event_id",coalesce("ticket_category_id", "event_id")) WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_payment_unique" ON "waitlist_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_unique" ON "refunds" USING btree ("booking_id") WHERE "refunds"."kind" = 'booking';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_valid" CHECK ("refunds"."kind" in ('booking', 'tickets'));--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_kind_valid" CHECK ("outbox_mails"."kind" in ('booking_confirmed', 'booking_cancelled', 'refund_failed', 'event_cancelled', 'event_date_changed', 'inquiry_received', 'contact_received', 'email_changed', 'registration_attempt', 'payment_refunded', 'tickets_cancelled', 'waitlist_offer', 'waitlist_closed'));
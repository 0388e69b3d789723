CREATE TABLE "outbox_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"cause_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"last_error" text,
	"html" text,
	"text" text,
	"smtp_response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_mails_status_valid" CHECK ("outbox_mails"."status" in ('pending', 'sent', 'kept', 'failed')),
	CONSTRAINT "outbox_mails_kind_valid" CHECK ("outbox_mails"."kind" in ('booking_confirmed', 'booking_cancelled', 'refund_failed', 'event_cancelled', 'inquiry_received', 'contact_received'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_mails_cause_unique" ON "outbox_mails" USING btree ("kind","cause_id","recipient");--> statement-breakpoint
CREATE INDEX "outbox_mails_queue_idx" ON "outbox_mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_mails_created_idx" ON "outbox_mails" USING btree ("created_at");
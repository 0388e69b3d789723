-- Decision 0028: a session token carries the user's token version; a password change moves it on, so every older
-- token is refused. Two account notices join the mail outbox: the old address is told of an e-mail change, and an
-- existing account's owner is told that someone tried to register with their e-mail or phone.
ALTER TABLE "outbox_mails" DROP CONSTRAINT "outbox_mails_kind_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_kind_valid" CHECK ("outbox_mails"."kind" in ('booking_confirmed', 'booking_cancelled', 'refund_failed', 'event_cancelled', 'inquiry_received', 'contact_received', 'email_changed', 'registration_attempt'));
-- Decision 0034: the mails about one's tickets to an event go out in the order they were queued (seq), even after
-- retries: the worker claims none while an earlier one of the same recipient and order key waits.
ALTER TABLE "outbox_mails" ADD COLUMN "order_key" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "outbox_mails_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "outbox_mails_pending_order_idx" ON "outbox_mails" USING btree ("recipient","order_key","seq") WHERE "outbox_mails"."status" = 'pending' and "outbox_mails"."order_key" is not null;--> statement-breakpoint
-- Mails still waiting when this runs keep their order too.
UPDATE "outbox_mails" SET "order_key" = 'event:' || ("payload"->'event'->>'id')
WHERE "status" = 'pending' AND "kind" IN ('booking_confirmed', 'booking_cancelled', 'refund_failed', 'event_cancelled', 'event_date_changed');

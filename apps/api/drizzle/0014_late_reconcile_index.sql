CREATE INDEX "payments_late_reconcile_idx" ON "payments" USING btree ("settle_after") WHERE "payments"."status" = 'requires_payment' and "payments"."hold_status" = 'released' and "payments"."provider_intent_id" is not null;--> statement-breakpoint
-- Until now a hold was released only after its provider confirmed the intent cancelled (or it had none): recorded so.
UPDATE "payments" SET "status" = 'canceled' WHERE "status" = 'requires_payment' AND "hold_status" = 'released';

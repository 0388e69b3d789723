-- Issue 23 (decision 0027): a retried create-payment-intent finds its hold by the buyer's key; the hold sweeper
-- settles expired holds with the provider under a lease (settle_after) and refunds paid holds it could not book;
-- a buyer's held seats and recent holds are counted per account (hold hoarding).
ALTER TABLE "payments" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settle_after" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_request_key_unique" ON "payments" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_owed_refund_idx" ON "payments" USING btree ("settle_after") WHERE "payments"."status" = 'succeeded' and "payments"."hold_status" = 'released';
--> statement-breakpoint
CREATE TABLE "hold_quotas" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"holds" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hold_quotas" ADD CONSTRAINT "hold_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

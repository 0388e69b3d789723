CREATE TABLE "provider_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_detail" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "method_detail" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "upi_request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_webhook_events_unique" ON "provider_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_upi_request_id_unique" UNIQUE("upi_request_id");
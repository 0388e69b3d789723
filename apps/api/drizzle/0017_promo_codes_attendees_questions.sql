CREATE TABLE "booking_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ticket_category_id" uuid,
	"category_name" text,
	"name" text NOT NULL,
	"email" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checkout_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT 'ticket' NOT NULL,
	"ticket_category_ids" jsonb,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_questions_kind_valid" CHECK ("checkout_questions"."kind" in ('text', 'number', 'single_choice', 'multiple_choice', 'yes_no', 'date')),
	CONSTRAINT "checkout_questions_scope_valid" CHECK ("checkout_questions"."scope" in ('ticket', 'order'))
);
--> statement-breakpoint
CREATE TABLE "promo_code_buyers" (
	"promo_code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_code_buyers_promo_code_id_user_id_pk" PRIMARY KEY("promo_code_id","user_id"),
	CONSTRAINT "promo_code_buyers_uses_valid" CHECK ("promo_code_buyers"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"ticket_category_ids" jsonb,
	"max_uses" integer,
	"max_uses_per_buyer" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_valid" CHECK ("promo_codes"."kind" in ('percent', 'amount', 'fixed_price')),
	CONSTRAINT "promo_codes_value_valid" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."value" between 1 and 100)
        or ("promo_codes"."kind" = 'amount' and "promo_codes"."value" > 0)
        or ("promo_codes"."kind" = 'fixed_price' and "promo_codes"."value" >= 0)),
	CONSTRAINT "promo_codes_uses_valid" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" DROP CONSTRAINT "outbox_mails_kind_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "order_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout" jsonb;--> statement-breakpoint
ALTER TABLE "booking_attendees" ADD CONSTRAINT "booking_attendees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attendees" ADD CONSTRAINT "booking_attendees_ticket_category_id_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_questions" ADD CONSTRAINT "checkout_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_buyers" ADD CONSTRAINT "promo_code_buyers_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_buyers" ADD CONSTRAINT "promo_code_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_attendees_position_unique" ON "booking_attendees" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "checkout_questions_event_idx" ON "checkout_questions" USING btree ("event_id","position") WHERE "checkout_questions"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "promo_code_buyers_user_idx" ON "promo_code_buyers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_unique" ON "promo_codes" USING btree ("event_id",upper("code"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_kind_valid" CHECK ("outbox_mails"."kind" in ('booking_confirmed', 'booking_cancelled', 'refund_failed', 'event_cancelled', 'event_date_changed', 'inquiry_received', 'contact_received', 'email_changed', 'registration_attempt', 'payment_refunded', 'tickets_cancelled', 'waitlist_offer', 'waitlist_closed', 'attendee_ticket'));--> statement-breakpoint
-- Every booking made before names were kept: one ticket row per seat still held, named after its holder, in the
-- order of its category lines (decision 0042).
INSERT INTO "booking_attendees" ("booking_id", "position", "ticket_category_id", "category_name", "name")
SELECT b."id", row_number() OVER (PARTITION BY b."id" ORDER BY l."line", t."n"), l."ticket_category_id", l."category_name", u."name"
FROM "bookings" b
JOIN "users" u ON u."id" = b."user_id"
CROSS JOIN LATERAL (
  SELECT bi."ticket_category_id", bi."category_name", bi."quantity", row_number() OVER (ORDER BY bi."id") AS "line"
  FROM "booking_items" bi WHERE bi."booking_id" = b."id" AND b."has_ticket_categories"
  UNION ALL
  SELECT NULL::uuid, NULL::text, b."total_quantity", 1 WHERE NOT b."has_ticket_categories"
) l
CROSS JOIN LATERAL generate_series(1, l."quantity") AS t("n");

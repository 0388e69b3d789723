CREATE TABLE "document_series" (
	"organizer_id" uuid NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "document_series_organizer_id_series_financial_year_pk" PRIMARY KEY("organizer_id","series","financial_year"),
	CONSTRAINT "document_series_series_valid" CHECK ("document_series"."series" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"organizer_id" uuid NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"booking_id" uuid NOT NULL,
	"refund_id" uuid,
	"original_id" uuid,
	"event_id" uuid NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"place_state_code" text NOT NULL,
	"supply_kind" text NOT NULL,
	"sac" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"event" jsonb NOT NULL,
	"ticket_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "tax_documents_kind_valid" CHECK ("tax_documents"."kind" in ('tax_invoice', 'bill_of_supply', 'credit_note')),
	CONSTRAINT "tax_documents_series_valid" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."series" = 'credit_note') and "tax_documents"."series" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_length" CHECK (char_length("tax_documents"."number") between 1 and 16),
	CONSTRAINT "tax_documents_supply_kind_valid" CHECK ("tax_documents"."supply_kind" in ('none', 'intra', 'inter')),
	CONSTRAINT "tax_documents_sums" CHECK ("tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise" = "tax_documents"."total_paise"),
	CONSTRAINT "tax_documents_credit_note_refers" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."original_id" is not null and "tax_documents"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "tax_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text,
	"address" text NOT NULL,
	"state_code" text NOT NULL,
	"invoice_prefix" text NOT NULL,
	"sac" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_profiles_prefix_valid" CHECK ("tax_profiles"."invoice_prefix" ~ '^[A-Z0-9]{1,4}$')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_state_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_original_id_tax_documents_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_serial_unique" ON "tax_documents" USING btree ("organizer_id","series","financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_unique" ON "tax_documents" USING btree ("organizer_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_booking_invoice_unique" ON "tax_documents" USING btree ("booking_id") WHERE "tax_documents"."series" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_unique" ON "tax_documents" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "tax_documents_organizer_issued_idx" ON "tax_documents" USING btree ("organizer_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_booking_idx" ON "tax_documents" USING btree ("booking_id");--> statement-breakpoint
-- The venue's state of the events made before it was asked, where the city names one (the domain's city-states.ts).
UPDATE "events" SET "venue_state_code" = CASE lower(regexp_replace(trim("city"), '\s+', ' ', 'g'))
  when 'agra' then '09'
  when 'ahmedabad' then '24'
  when 'ajmer' then '08'
  when 'allahabad' then '09'
  when 'amritsar' then '03'
  when 'aurangabad' then '27'
  when 'bangalore' then '29'
  when 'bengaluru' then '29'
  when 'bhopal' then '23'
  when 'bhubaneswar' then '21'
  when 'bombay' then '27'
  when 'calcutta' then '19'
  when 'chandigarh' then '04'
  when 'chennai' then '33'
  when 'coimbatore' then '33'
  when 'cochin' then '32'
  when 'dehradun' then '05'
  when 'delhi' then '07'
  when 'new delhi' then '07'
  when 'ernakulam' then '32'
  when 'faridabad' then '06'
  when 'gandhinagar' then '24'
  when 'ghaziabad' then '09'
  when 'goa' then '30'
  when 'panaji' then '30'
  when 'gurgaon' then '06'
  when 'gurugram' then '06'
  when 'guwahati' then '18'
  when 'gwalior' then '23'
  when 'hyderabad' then '36'
  when 'indore' then '23'
  when 'jaipur' then '08'
  when 'jodhpur' then '08'
  when 'kanpur' then '09'
  when 'kochi' then '32'
  when 'kolkata' then '19'
  when 'kozhikode' then '32'
  when 'lucknow' then '09'
  when 'ludhiana' then '03'
  when 'madras' then '33'
  when 'madurai' then '33'
  when 'mangalore' then '29'
  when 'mangaluru' then '29'
  when 'mumbai' then '27'
  when 'mysore' then '29'
  when 'mysuru' then '29'
  when 'nagpur' then '27'
  when 'nashik' then '27'
  when 'noida' then '09'
  when 'patna' then '10'
  when 'pondicherry' then '34'
  when 'puducherry' then '34'
  when 'pune' then '27'
  when 'raipur' then '22'
  when 'rajkot' then '24'
  when 'ranchi' then '20'
  when 'shillong' then '17'
  when 'shimla' then '02'
  when 'srinagar' then '01'
  when 'surat' then '24'
  when 'thane' then '27'
  when 'thiruvananthapuram' then '32'
  when 'trivandrum' then '32'
  when 'udaipur' then '08'
  when 'vadodara' then '24'
  when 'varanasi' then '09'
  when 'vijayawada' then '37'
  when 'visakhapatnam' then '37'
END WHERE "venue_state_code" IS NULL;--> statement-breakpoint
-- Issued tax documents are never changed nor deleted (CGST Act: a correction is a credit note).
CREATE FUNCTION "tax_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tax document % is issued and cannot be changed', OLD."number";
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_immutable" BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION "tax_documents_immutable"();

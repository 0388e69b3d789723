-- The catalog at a million events (decision 0045). Search by part of a title reads a trigram index; pg_trgm is a
-- trusted extension (PostgreSQL 13+), and PGlite loads it (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "events_city_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "events_listed_date_idx" ON "events" USING btree ("date","id","price_paise") WHERE "events"."cancelled" = false;--> statement-breakpoint
CREATE INDEX "events_listed_city_date_idx" ON "events" USING btree ("city","date","id","price_paise") WHERE "events"."cancelled" = false;--> statement-breakpoint
CREATE INDEX "events_listed_category_date_idx" ON "events" USING btree ("category_id","date","id","price_paise") WHERE "events"."cancelled" = false;--> statement-breakpoint
CREATE INDEX "events_listed_price_idx" ON "events" USING btree ("price_paise","date","id") WHERE "events"."cancelled" = false;--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- categories.event_count: how many events (any state) name the category, kept by this trigger in the transaction
-- that writes the event, so the categories list never counts the events table.
UPDATE "categories" c SET "event_count" = (SELECT count(*) FROM "events" e WHERE e."category_id" = c."id");--> statement-breakpoint
CREATE FUNCTION "events_category_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."category_id" IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW."category_id" IS DISTINCT FROM OLD."category_id") THEN
    UPDATE "categories" SET "event_count" = "event_count" - 1 WHERE "id" = OLD."category_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."category_id" IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW."category_id" IS DISTINCT FROM OLD."category_id") THEN
    UPDATE "categories" SET "event_count" = "event_count" + 1 WHERE "id" = NEW."category_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_category_count" AFTER INSERT OR DELETE OR UPDATE OF "category_id" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "events_category_count"();

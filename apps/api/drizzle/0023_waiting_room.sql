CREATE TABLE "waiting_room_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_room_places_number_positive" CHECK ("waiting_room_places"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"on_sale_at" timestamp with time zone NOT NULL,
	"draw_seed" text,
	"drawn_at" timestamp with time zone,
	"last_number" integer DEFAULT 0 NOT NULL,
	"admitting_through" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_rooms_numbers_valid" CHECK ("waiting_rooms"."admitting_through" between 0 and "waiting_rooms"."last_number"),
	CONSTRAINT "waiting_rooms_drawn_with_seed" CHECK (("waiting_rooms"."drawn_at" is null) = ("waiting_rooms"."draw_seed" is null))
);
--> statement-breakpoint
ALTER TABLE "waiting_room_places" ADD CONSTRAINT "waiting_room_places_event_id_waiting_rooms_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."waiting_rooms"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_places" ADD CONSTRAINT "waiting_room_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_places_one_per_account" ON "waiting_room_places" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_places_number_unique" ON "waiting_room_places" USING btree ("event_id","number");--> statement-breakpoint
CREATE INDEX "waiting_room_places_undrawn_idx" ON "waiting_room_places" USING btree ("event_id") WHERE "waiting_room_places"."number" is null;--> statement-breakpoint
CREATE INDEX "waiting_rooms_draw_due_idx" ON "waiting_rooms" USING btree ("on_sale_at") WHERE "waiting_rooms"."drawn_at" is null;
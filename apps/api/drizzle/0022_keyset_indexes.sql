DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
DROP INDEX "audit_log_target_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_type_created_idx" ON "audit_log" USING btree ("target_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_target_created_idx" ON "audit_log" USING btree ("action","target_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_action_created_idx" ON "audit_log" USING btree ("actor_id","action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_target_created_idx" ON "audit_log" USING btree ("actor_id","target_type","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_event_created_idx" ON "bookings" USING btree ("event_id","created_at","id");--> statement-breakpoint
-- Written by hand (drizzle-kit has no statistics objects; decision 0047): an action has one target type, so the planner
-- picks the pair's index when the two filters match nothing together.
CREATE STATISTICS "audit_log_action_target_stats" (dependencies, mcv) ON "action", "target_type" FROM "audit_log";

ALTER TABLE "districts" ADD COLUMN "time_zone" text DEFAULT 'America/Toronto' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- The demo's English district is in Alberta (a demo database made before zones existed gets it too).
UPDATE "districts" SET "time_zone" = 'America/Edmonton' WHERE "name" = 'Prairie Creek School Division';

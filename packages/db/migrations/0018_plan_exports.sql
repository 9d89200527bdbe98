CREATE TABLE "support_plan_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_plan_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requested_by" integer NOT NULL,
	"district_id" integer NOT NULL,
	"school_id" integer,
	"filters" jsonb NOT NULL,
	"plan_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_id" integer,
	"file_name" text,
	"size" integer,
	"run_token" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_plan_exports_status_known" CHECK ("support_plan_exports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "support_plan_exports" ADD CONSTRAINT "support_plan_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_exports" ADD CONSTRAINT "support_plan_exports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_exports" ADD CONSTRAINT "support_plan_exports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_exports" ADD CONSTRAINT "support_plan_exports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_plan_exports_requester_idx" ON "support_plan_exports" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "support_plan_exports_expiry_idx" ON "support_plan_exports" USING btree ("expires_at");
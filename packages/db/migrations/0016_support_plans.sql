CREATE TABLE "support_plan_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_plan_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer,
	"name" text NOT NULL,
	"specialized_assessment" boolean DEFAULT true NOT NULL,
	"goal_planning" boolean DEFAULT true NOT NULL,
	"transition_planning" boolean DEFAULT true NOT NULL,
	"information_keys" integer[] DEFAULT '{}'::int[] NOT NULL,
	"team_role_keys" integer[] DEFAULT '{}'::int[] NOT NULL,
	"review_months" integer DEFAULT 3 NOT NULL,
	"pdf_wording_en" text DEFAULT '' NOT NULL,
	"pdf_wording_fr" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_plan_templates_name_length" CHECK (char_length("support_plan_templates"."name") between 1 and 200),
	CONSTRAINT "support_plan_templates_review_months" CHECK ("support_plan_templates"."review_months" between 1 and 24)
);
--> statement-breakpoint
CREATE TABLE "support_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"template" jsonb NOT NULL,
	"school_year" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_review_date" date,
	"home_version" integer DEFAULT 1 NOT NULL,
	"assessments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assessment_version" integer DEFAULT 1 NOT NULL,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goals_version" integer DEFAULT 1 NOT NULL,
	"transitions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transition_version" integer DEFAULT 1 NOT NULL,
	"deactivated_at" date,
	"deactivated_by" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_plans_status_known" CHECK ("support_plans"."status" in ('draft', 'in_review', 'final'))
);
--> statement-breakpoint
ALTER TABLE "support_plan_templates" ADD CONSTRAINT "support_plan_templates_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_templates" ADD CONSTRAINT "support_plan_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_templates" ADD CONSTRAINT "support_plan_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_templates" ADD CONSTRAINT "support_plan_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_template_id_support_plan_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."support_plan_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_plan_templates_place_idx" ON "support_plan_templates" USING btree ("district_id","school_id");--> statement-breakpoint
CREATE INDEX "support_plans_school_idx" ON "support_plans" USING btree ("school_id","deactivated_at");--> statement-breakpoint
CREATE INDEX "support_plans_district_idx" ON "support_plans" USING btree ("district_id","deactivated_at");--> statement-breakpoint
CREATE INDEX "support_plans_template_idx" ON "support_plans" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "support_plans_review_idx" ON "support_plans" USING btree ("school_id","next_review_date");--> statement-breakpoint
CREATE UNIQUE INDEX "support_plans_active_year_idx" ON "support_plans" USING btree ("student_id","school_year") WHERE "support_plans"."deactivated_at" is null;
CREATE TABLE "support_plan_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_plan_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"editors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team_size" integer NOT NULL,
	"finalised_by" integer,
	"finalised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_plan_revisions_number_positive" CHECK ("support_plan_revisions"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "support_plan_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_plan_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"revision_id" integer NOT NULL,
	"name" text NOT NULL,
	"role_key" integer,
	"role" text DEFAULT '' NOT NULL,
	"signed_on" date NOT NULL,
	"method" text NOT NULL,
	"typed_name" text,
	"drawing" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_plan_signatures_method_known" CHECK ("support_plan_signatures"."method" in ('typed', 'drawn')),
	CONSTRAINT "support_plan_signatures_method_data" CHECK (("support_plan_signatures"."method" = 'typed' and "support_plan_signatures"."typed_name" is not null and "support_plan_signatures"."drawing" is null) or ("support_plan_signatures"."method" = 'drawn' and "support_plan_signatures"."drawing" is not null))
);
--> statement-breakpoint
ALTER TABLE "support_plans" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_plans" ADD COLUMN "edit_log" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "support_plans" ADD COLUMN "review_reminded_for" date;--> statement-breakpoint
ALTER TABLE "support_plan_revisions" ADD CONSTRAINT "support_plan_revisions_plan_id_support_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."support_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_revisions" ADD CONSTRAINT "support_plan_revisions_finalised_by_users_id_fk" FOREIGN KEY ("finalised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_signatures" ADD CONSTRAINT "support_plan_signatures_revision_id_support_plan_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."support_plan_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_signatures" ADD CONSTRAINT "support_plan_signatures_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_plan_revisions_number_idx" ON "support_plan_revisions" USING btree ("plan_id","number");--> statement-breakpoint
CREATE INDEX "support_plan_signatures_revision_idx" ON "support_plan_signatures" USING btree ("revision_id");--> statement-breakpoint
CREATE INDEX "support_plans_due_idx" ON "support_plans" USING btree ("next_review_date") WHERE "support_plans"."deactivated_at" is null;
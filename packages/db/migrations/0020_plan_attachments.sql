CREATE TABLE "support_plan_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_plan_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"assessment_id" text NOT NULL,
	"file_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_plan_attachments" ADD CONSTRAINT "support_plan_attachments_plan_id_support_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."support_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_attachments" ADD CONSTRAINT "support_plan_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_attachments" ADD CONSTRAINT "support_plan_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_plan_attachments_plan_idx" ON "support_plan_attachments" USING btree ("plan_id","assessment_id");
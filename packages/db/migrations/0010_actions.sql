CREATE TABLE "actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"responsible_id" integer NOT NULL,
	"completion_date" date NOT NULL,
	"actual_date" date,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"student_id" integer,
	"comment" text,
	"completed_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "actions_status_known" CHECK ("actions"."status" in ('incomplete', 'in_progress', 'complete', 'abandoned')),
	CONSTRAINT "actions_name_length" CHECK (char_length("actions"."name") between 1 and 500),
	CONSTRAINT "actions_comment_length" CHECK ("actions"."comment" is null or char_length("actions"."comment") <= 2000),
	CONSTRAINT "actions_completed" CHECK (("actions"."status" = 'complete') = ("actions"."completed_at" is not null)),
	CONSTRAINT "actions_abandoned" CHECK (("actions"."status" = 'abandoned') = ("actions"."abandoned_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_school_status_date_idx" ON "actions" USING btree ("school_id","status","completion_date","id");--> statement-breakpoint
-- The schema declares the keys; the INCLUDE is here (as in 0006): a district's count and page read only this index,
-- the school for the suspended-school check included.
CREATE INDEX "actions_district_status_date_idx" ON "actions" USING btree ("district_id","status","completion_date","id") INCLUDE ("school_id");--> statement-breakpoint
CREATE INDEX "actions_responsible_status_idx" ON "actions" USING btree ("responsible_id","status","completion_date");--> statement-breakpoint
CREATE INDEX "actions_student_idx" ON "actions" USING btree ("student_id");
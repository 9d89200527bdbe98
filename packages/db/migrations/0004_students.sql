CREATE TABLE "config_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "config_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"color" text,
	"icon" text,
	"url" text,
	"active" boolean DEFAULT true NOT NULL,
	"source_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "config_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"district_id" integer,
	"school_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_lists_level" UNIQUE NULLS NOT DISTINCT("kind","district_id","school_id"),
	CONSTRAINT "config_lists_school_has_district" CHECK ("config_lists"."school_id" is null or "config_lists"."district_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer,
	"school_id" integer,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_data_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_data_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer,
	"name" text NOT NULL,
	"result_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_value" integer,
	"max_value" integer,
	"data_type" text NOT NULL,
	"months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sis_org_mappings" (
	"district_id" integer NOT NULL,
	"org_sourced_id" text NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sis_org_mappings_district_id_org_sourced_id_pk" PRIMARY KEY("district_id","org_sourced_id")
);
--> statement-breakpoint
CREATE TABLE "sis_syncs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sis_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"file_id" integer,
	"file_name" text NOT NULL,
	"dry_run" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer
);
--> statement-breakpoint
CREATE TABLE "student_card_icons" (
	"student_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_card_icons_student_id_item_id_pk" PRIMARY KEY("student_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "student_data_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_data_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"school_year" integer NOT NULL,
	"month" integer DEFAULT -1 NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"value_number" numeric,
	"value_option" text,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_data_results_one_value" CHECK (("student_data_results"."value_number" is null) <> ("student_data_results"."value_option" is null))
);
--> statement-breakpoint
CREATE TABLE "student_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"file_id" integer,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer,
	"created_count" integer,
	"updated_count" integer,
	"unchanged_count" integer,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_profile_values" (
	"student_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"value" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_profile_values_student_id_item_id_pk" PRIMARY KEY("student_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "student_teachers" (
	"student_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_teachers_student_id_user_id_pk" PRIMARY KEY("student_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"search_name" text NOT NULL,
	"grade" text NOT NULL,
	"gender" text NOT NULL,
	"student_number" text NOT NULL,
	"sis_number" text,
	"status" text DEFAULT 'active' NOT NULL,
	"graduated_year" integer,
	"archived_at" date,
	"deleted_at" timestamp with time zone,
	"entry_level_item_id" integer,
	"picture_file_id" integer,
	"information_entry_type" text DEFAULT 'manual' NOT NULL,
	"sis_sourced_id" text,
	"manual_position" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_status_consistent" CHECK (("students"."status" = 'deleted') = ("students"."deleted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "teacher_assignment_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_assignment_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"grade" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "archive_auto_delete_days" integer;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_display" text DEFAULT 'name' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_name_format" text DEFAULT 'first_name_last_name' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_organisation" text DEFAULT 'last_name' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sis_sourced_id" text;--> statement-breakpoint
ALTER TABLE "config_items" ADD CONSTRAINT "config_items_list_id_config_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."config_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_lists" ADD CONSTRAINT "config_lists_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_lists" ADD CONSTRAINT "config_lists_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_data_definitions" ADD CONSTRAINT "student_data_definitions_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_data_definitions" ADD CONSTRAINT "student_data_definitions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_org_mappings" ADD CONSTRAINT "sis_org_mappings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_org_mappings" ADD CONSTRAINT "sis_org_mappings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_syncs" ADD CONSTRAINT "sis_syncs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_syncs" ADD CONSTRAINT "sis_syncs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_syncs" ADD CONSTRAINT "sis_syncs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_alerts" ADD CONSTRAINT "student_alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_alerts" ADD CONSTRAINT "student_alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_alerts" ADD CONSTRAINT "student_alerts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_card_icons" ADD CONSTRAINT "student_card_icons_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_card_icons" ADD CONSTRAINT "student_card_icons_item_id_config_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."config_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_data_results" ADD CONSTRAINT "student_data_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_data_results" ADD CONSTRAINT "student_data_results_definition_id_student_data_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."student_data_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_data_results" ADD CONSTRAINT "student_data_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profile_values" ADD CONSTRAINT "student_profile_values_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profile_values" ADD CONSTRAINT "student_profile_values_item_id_config_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."config_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profile_values" ADD CONSTRAINT "student_profile_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_teachers" ADD CONSTRAINT "student_teachers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_teachers" ADD CONSTRAINT "student_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_entry_level_item_id_config_items_id_fk" FOREIGN KEY ("entry_level_item_id") REFERENCES "public"."config_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_picture_file_id_stored_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_assignment_rules" ADD CONSTRAINT "teacher_assignment_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_assignment_rules" ADD CONSTRAINT "teacher_assignment_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "config_items_list_idx" ON "config_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "stored_files_district_idx" ON "stored_files" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "student_data_definitions_district_idx" ON "student_data_definitions" USING btree ("district_id","school_id");--> statement-breakpoint
CREATE INDEX "sis_syncs_district_idx" ON "sis_syncs" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE INDEX "student_alerts_student_idx" ON "student_alerts" USING btree ("student_id") WHERE "student_alerts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "student_card_icons_item_idx" ON "student_card_icons" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_data_results_point" ON "student_data_results" USING btree ("student_id","definition_id","school_year","month","label");--> statement-breakpoint
CREATE INDEX "student_data_results_definition_idx" ON "student_data_results" USING btree ("definition_id","value_number");--> statement-breakpoint
CREATE INDEX "student_imports_school_idx" ON "student_imports" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "student_teachers_user_idx" ON "student_teachers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_number_unique" ON "students" USING btree ("district_id","student_number") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "students_sis_sourced_unique" ON "students" USING btree ("district_id","sis_sourced_id") WHERE "students"."sis_sourced_id" is not null and "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_school_status_idx" ON "students" USING btree ("school_id","status","last_name","first_name");--> statement-breakpoint
CREATE INDEX "students_district_status_idx" ON "students" USING btree ("district_id","status");--> statement-breakpoint
CREATE INDEX "students_search_trgm" ON "students" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_number_trgm" ON "students" USING gin ("student_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_assignment_rules_unique" ON "teacher_assignment_rules" USING btree ("school_id","grade","user_id");
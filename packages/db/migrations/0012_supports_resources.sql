CREATE TABLE "district_network_links" (
	"district_id" integer NOT NULL,
	"partner_district_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_network_links_district_id_partner_district_id_pk" PRIMARY KEY("district_id","partner_district_id"),
	CONSTRAINT "district_network_links_distinct" CHECK ("district_network_links"."district_id" <> "district_network_links"."partner_district_id")
);
--> statement-breakpoint
CREATE TABLE "student_support_data_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_support_data_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_support_id" integer NOT NULL,
	"measured_on" date NOT NULL,
	"value" numeric NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_support_data_points_note_length" CHECK ("student_support_data_points"."note" is null or char_length("student_support_data_points"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "student_support_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_support_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_support_id" integer NOT NULL,
	"held_on" date NOT NULL,
	"minutes" integer,
	"delivered" boolean NOT NULL,
	"missed_reason" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_support_sessions_minutes" CHECK ("student_support_sessions"."minutes" is null or "student_support_sessions"."minutes" between 1 and 600),
	CONSTRAINT "student_support_sessions_missed" CHECK (("student_support_sessions"."delivered") = ("student_support_sessions"."missed_reason" is null)),
	CONSTRAINT "student_support_sessions_reason_known" CHECK ("student_support_sessions"."missed_reason" is null or "student_support_sessions"."missed_reason" in ('student_absent', 'staff_absent', 'schedule', 'other')),
	CONSTRAINT "student_support_sessions_note_length" CHECK ("student_support_sessions"."note" is null or char_length("student_support_sessions"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "student_supports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_supports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"support_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"focus_area_keys" integer[] DEFAULT '{}'::int[] NOT NULL,
	"tier_item_id" integer,
	"tier_key" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"outcome" text,
	"responsible_id" integer,
	"frequency" text,
	"notes" text,
	"meeting_id" integer,
	"measure_definition_id" integer,
	"measure_name" text,
	"scale_min" numeric,
	"scale_max" numeric,
	"baseline" numeric,
	"goal" numeric,
	"goal_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_supports_type_known" CHECK ("student_supports"."type" in ('accommodation', 'strategy', 'intervention')),
	CONSTRAINT "student_supports_outcome_known" CHECK ("student_supports"."outcome" is null or "student_supports"."outcome" in ('worked', 'partly', 'did_not_work')),
	CONSTRAINT "student_supports_name_length" CHECK (char_length("student_supports"."name") between 1 and 200),
	CONSTRAINT "student_supports_notes_length" CHECK ("student_supports"."notes" is null or char_length("student_supports"."notes") <= 5000),
	CONSTRAINT "student_supports_dates" CHECK ("student_supports"."end_date" is null or "student_supports"."end_date" >= "student_supports"."start_date"),
	CONSTRAINT "student_supports_ended" CHECK (("student_supports"."end_date" is null) = ("student_supports"."outcome" is null)),
	CONSTRAINT "student_supports_scale" CHECK ("student_supports"."scale_min" is null or "student_supports"."scale_max" is null or "student_supports"."scale_min" < "student_supports"."scale_max")
);
--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"support_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"file_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_attachments_kind_known" CHECK ("support_attachments"."kind" in ('link', 'google_doc', 'youtube', 'document')),
	CONSTRAINT "support_attachments_target" CHECK (("support_attachments"."kind" = 'document') = ("support_attachments"."file_id" is not null) and ("support_attachments"."kind" = 'document') = ("support_attachments"."url" is null)),
	CONSTRAINT "support_attachments_title_length" CHECK (char_length("support_attachments"."title") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "supports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" text NOT NULL,
	"district_id" integer,
	"school_id" integer,
	"type" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"focus_area_keys" integer[] DEFAULT '{}'::int[] NOT NULL,
	"tier_keys" integer[] DEFAULT '{}'::int[] NOT NULL,
	"delivered_by" text,
	"group_size" text,
	"frequency" text,
	"duration_minutes" integer,
	"status" text DEFAULT 'approved' NOT NULL,
	"review_comment" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_district_id" integer,
	"source_support_id" integer,
	"source_level" text,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supports_level_known" CHECK ("supports"."level" in ('shared', 'district', 'school')),
	CONSTRAINT "supports_type_known" CHECK ("supports"."type" in ('accommodation', 'strategy', 'intervention')),
	CONSTRAINT "supports_status_known" CHECK ("supports"."status" in ('pending', 'returned', 'approved', 'archived')),
	CONSTRAINT "supports_level_owner" CHECK (("supports"."level" = 'shared' and "supports"."district_id" is null and "supports"."school_id" is null)
        or ("supports"."level" = 'district' and "supports"."district_id" is not null and "supports"."school_id" is null)
        or ("supports"."level" = 'school' and "supports"."district_id" is not null and "supports"."school_id" is not null)),
	CONSTRAINT "supports_has_name" CHECK (char_length("supports"."name_en") between 1 and 200 or char_length("supports"."name_fr") between 1 and 200),
	CONSTRAINT "supports_name_length" CHECK (char_length("supports"."name_en") <= 200 and char_length("supports"."name_fr") <= 200),
	CONSTRAINT "supports_description_length" CHECK (char_length("supports"."description_en") <= 5000 and char_length("supports"."description_fr") <= 5000),
	CONSTRAINT "supports_duration" CHECK ("supports"."duration_minutes" is null or "supports"."duration_minutes" between 1 and 600),
	CONSTRAINT "supports_archived" CHECK (("supports"."status" = 'archived') = ("supports"."archived_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "resource_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_folders_name_length" CHECK (char_length("resource_folders"."name") between 1 and 120),
	CONSTRAINT "resource_folders_not_own_parent" CHECK ("resource_folders"."parent_id" is null or "resource_folders"."parent_id" <> "resource_folders"."id")
);
--> statement-breakpoint
CREATE TABLE "resource_school_shares" (
	"resource_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "resource_school_shares_resource_id_school_id_pk" PRIMARY KEY("resource_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer,
	"folder_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"url" text,
	"file_id" integer,
	"shared_with_all" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_kind_known" CHECK ("resources"."kind" in ('link', 'google_doc', 'youtube', 'document')),
	CONSTRAINT "resources_target" CHECK (("resources"."kind" = 'document') = ("resources"."file_id" is not null) and ("resources"."kind" = 'document') = ("resources"."url" is null)),
	CONSTRAINT "resources_title_length" CHECK (char_length("resources"."title") between 1 and 200),
	CONSTRAINT "resources_description_length" CHECK ("resources"."description" is null or char_length("resources"."description") <= 2000),
	CONSTRAINT "resources_school_not_shared" CHECK ("resources"."school_id" is null or not "resources"."shared_with_all")
);
--> statement-breakpoint
ALTER TABLE "config_items" ADD COLUMN "root_item_id" integer;--> statement-breakpoint
ALTER TABLE "district_network_links" ADD CONSTRAINT "district_network_links_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_network_links" ADD CONSTRAINT "district_network_links_partner_district_id_districts_id_fk" FOREIGN KEY ("partner_district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_network_links" ADD CONSTRAINT "district_network_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_support_data_points" ADD CONSTRAINT "student_support_data_points_student_support_id_student_supports_id_fk" FOREIGN KEY ("student_support_id") REFERENCES "public"."student_supports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_support_data_points" ADD CONSTRAINT "student_support_data_points_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_support_sessions" ADD CONSTRAINT "student_support_sessions_student_support_id_student_supports_id_fk" FOREIGN KEY ("student_support_id") REFERENCES "public"."student_supports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_support_sessions" ADD CONSTRAINT "student_support_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_support_id_supports_id_fk" FOREIGN KEY ("support_id") REFERENCES "public"."supports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_tier_item_id_config_items_id_fk" FOREIGN KEY ("tier_item_id") REFERENCES "public"."config_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_measure_definition_id_student_data_definitions_id_fk" FOREIGN KEY ("measure_definition_id") REFERENCES "public"."student_data_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_support_id_supports_id_fk" FOREIGN KEY ("support_id") REFERENCES "public"."supports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supports" ADD CONSTRAINT "supports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supports" ADD CONSTRAINT "supports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supports" ADD CONSTRAINT "supports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supports" ADD CONSTRAINT "supports_submitted_district_id_districts_id_fk" FOREIGN KEY ("submitted_district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supports" ADD CONSTRAINT "supports_source_support_id_supports_id_fk" FOREIGN KEY ("source_support_id") REFERENCES "public"."supports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supports" ADD CONSTRAINT "supports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_folders" ADD CONSTRAINT "resource_folders_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_folders" ADD CONSTRAINT "resource_folders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_folders" ADD CONSTRAINT "resource_folders_parent_id_resource_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resource_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_folders" ADD CONSTRAINT "resource_folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_school_shares" ADD CONSTRAINT "resource_school_shares_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_school_shares" ADD CONSTRAINT "resource_school_shares_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_folder_id_resource_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."resource_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "district_network_links_partner_idx" ON "district_network_links" USING btree ("partner_district_id");--> statement-breakpoint
CREATE INDEX "student_support_data_points_idx" ON "student_support_data_points" USING btree ("student_support_id","measured_on");--> statement-breakpoint
CREATE INDEX "student_support_sessions_idx" ON "student_support_sessions" USING btree ("student_support_id","held_on");--> statement-breakpoint
CREATE INDEX "student_supports_student_idx" ON "student_supports" USING btree ("student_id","start_date");--> statement-breakpoint
CREATE INDEX "student_supports_district_idx" ON "student_supports" USING btree ("district_id","school_id","support_id");--> statement-breakpoint
CREATE INDEX "student_supports_support_idx" ON "student_supports" USING btree ("support_id");--> statement-breakpoint
CREATE INDEX "student_supports_responsible_idx" ON "student_supports" USING btree ("responsible_id");--> statement-breakpoint
CREATE INDEX "support_attachments_support_idx" ON "support_attachments" USING btree ("support_id","position");--> statement-breakpoint
CREATE INDEX "supports_district_idx" ON "supports" USING btree ("district_id","level","status");--> statement-breakpoint
CREATE INDEX "supports_school_idx" ON "supports" USING btree ("school_id","status");--> statement-breakpoint
CREATE INDEX "supports_level_status_idx" ON "supports" USING btree ("level","status");--> statement-breakpoint
CREATE INDEX "supports_source_idx" ON "supports" USING btree ("source_support_id");--> statement-breakpoint
CREATE INDEX "resource_folders_owner_idx" ON "resource_folders" USING btree ("district_id","school_id");--> statement-breakpoint
CREATE INDEX "resource_folders_parent_idx" ON "resource_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "resource_school_shares_school_idx" ON "resource_school_shares" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "resources_owner_folder_idx" ON "resources" USING btree ("district_id","school_id","folder_id");--> statement-breakpoint
CREATE INDEX "resources_folder_idx" ON "resources" USING btree ("folder_id");--> statement-breakpoint
-- An item's lineage root (issue 11): the item it was copied from, that item's root, and so on.
-- Existing rows: walk the lineage once. New rows: set on insert by the trigger below.
WITH RECURSIVE lineage AS (
  SELECT id, id AS root FROM config_items WHERE source_item_id IS NULL OR source_item_id NOT IN (SELECT id FROM config_items)
  UNION ALL
  SELECT c.id, l.root FROM config_items c JOIN lineage l ON c.source_item_id = l.id
)
UPDATE config_items SET root_item_id = lineage.root FROM lineage WHERE config_items.id = lineage.id AND lineage.root <> config_items.id;
--> statement-breakpoint
CREATE FUNCTION config_items_set_root() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.source_item_id IS NOT NULL THEN
    SELECT coalesce(root_item_id, id) INTO NEW.root_item_id FROM config_items WHERE id = NEW.source_item_id;
  ELSE
    NEW.root_item_id := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER config_items_root BEFORE INSERT OR UPDATE OF source_item_id ON config_items FOR EACH ROW EXECUTE FUNCTION config_items_set_root();
--> statement-breakpoint
CREATE INDEX "supports_focus_area_keys_idx" ON "supports" USING gin ("focus_area_keys");

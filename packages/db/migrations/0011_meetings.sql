CREATE TABLE "celebrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "celebrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer,
	"meeting_id" integer,
	"celebrated_on" date NOT NULL,
	"title" text NOT NULL,
	"led_to_success" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "celebrations_title_length" CHECK (char_length("celebrations"."title") between 1 and 500),
	CONSTRAINT "celebrations_led_length" CHECK ("celebrations"."led_to_success" is null or char_length("celebrations"."led_to_success") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "meeting_attendees" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"absent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "meeting_attendees_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_norms" (
	"meeting_id" integer NOT NULL,
	"position" integer NOT NULL,
	"norm_id" integer,
	"text" text NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "meeting_norms_meeting_id_position_pk" PRIMARY KEY("meeting_id","position")
);
--> statement-breakpoint
CREATE TABLE "meeting_note_sections" (
	"note_id" integer NOT NULL,
	"section" text NOT NULL,
	"label" text,
	"body" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_note_sections_note_id_section_pk" PRIMARY KEY("note_id","section"),
	CONSTRAINT "meeting_note_sections_section" CHECK ("meeting_note_sections"."section" ~ '^(key_issue|context|notes|textbox:[0-9]+)$'),
	CONSTRAINT "meeting_note_sections_body_length" CHECK (char_length("meeting_note_sections"."body") <= 20000)
);
--> statement-breakpoint
CREATE TABLE "meeting_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"school_id" integer,
	"student_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_notes_subject" UNIQUE NULLS NOT DISTINCT("meeting_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer,
	"board_id" integer,
	"student_id" integer,
	"kind" text NOT NULL,
	"descriptor" text NOT NULL,
	"descriptor_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"location" text,
	"guests" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"recap_sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_kind_known" CHECK ("meetings"."kind" in ('team', 'student', 'school', 'district')),
	CONSTRAINT "meetings_status_known" CHECK ("meetings"."status" in ('scheduled', 'in_progress', 'finished')),
	CONSTRAINT "meetings_kind_subject" CHECK (("meetings"."kind" = 'team' and "meetings"."board_id" is not null and "meetings"."student_id" is null)
        or ("meetings"."kind" = 'student' and "meetings"."student_id" is not null and "meetings"."school_id" is not null and "meetings"."board_id" is null)
        or ("meetings"."kind" = 'school' and "meetings"."school_id" is not null and "meetings"."board_id" is null and "meetings"."student_id" is null)
        or ("meetings"."kind" = 'district' and "meetings"."school_id" is null and "meetings"."board_id" is null and "meetings"."student_id" is null)),
	CONSTRAINT "meetings_descriptor_length" CHECK (char_length("meetings"."descriptor") between 1 and 200),
	CONSTRAINT "meetings_duration" CHECK ("meetings"."duration_minutes" between 5 and 720),
	CONSTRAINT "meetings_started" CHECK (("meetings"."status" = 'scheduled') or ("meetings"."started_at" is not null)),
	CONSTRAINT "meetings_finished" CHECK (("meetings"."status" = 'finished') = ("meetings"."finished_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "norms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "norms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "norms_text_length" CHECK (char_length("norms"."text") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "meeting_id" integer;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "meeting_note_id" integer;--> statement-breakpoint
ALTER TABLE "celebrations" ADD CONSTRAINT "celebrations_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebrations" ADD CONSTRAINT "celebrations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebrations" ADD CONSTRAINT "celebrations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebrations" ADD CONSTRAINT "celebrations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebrations" ADD CONSTRAINT "celebrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_norms" ADD CONSTRAINT "meeting_norms_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_norms" ADD CONSTRAINT "meeting_norms_norm_id_norms_id_fk" FOREIGN KEY ("norm_id") REFERENCES "public"."norms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_note_sections" ADD CONSTRAINT "meeting_note_sections_note_id_meeting_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."meeting_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_note_sections" ADD CONSTRAINT "meeting_note_sections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notes" ADD CONSTRAINT "meeting_notes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notes" ADD CONSTRAINT "meeting_notes_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notes" ADD CONSTRAINT "meeting_notes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notes" ADD CONSTRAINT "meeting_notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notes" ADD CONSTRAINT "meeting_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_descriptor_id_config_items_id_fk" FOREIGN KEY ("descriptor_id") REFERENCES "public"."config_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "norms" ADD CONSTRAINT "norms_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "norms" ADD CONSTRAINT "norms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "celebrations_student_idx" ON "celebrations" USING btree ("student_id","celebrated_on");--> statement-breakpoint
CREATE INDEX "celebrations_school_idx" ON "celebrations" USING btree ("school_id","celebrated_on");--> statement-breakpoint
CREATE INDEX "meeting_attendees_user_idx" ON "meeting_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_norms_norm_idx" ON "meeting_norms" USING btree ("norm_id");--> statement-breakpoint
CREATE INDEX "meeting_notes_student_idx" ON "meeting_notes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "meetings_district_starts_idx" ON "meetings" USING btree ("district_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_school_starts_idx" ON "meetings" USING btree ("school_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_board_starts_idx" ON "meetings" USING btree ("board_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_student_idx" ON "meetings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "norms_level_idx" ON "norms" USING btree ("district_id","school_id","position");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_meeting_note_id_meeting_notes_id_fk" FOREIGN KEY ("meeting_note_id") REFERENCES "public"."meeting_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_meeting_idx" ON "actions" USING btree ("meeting_id");
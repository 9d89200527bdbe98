CREATE TABLE "board_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"color" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_grade_rules" (
	"board_id" integer NOT NULL,
	"grade" text NOT NULL,
	CONSTRAINT "board_grade_rules_board_id_grade_pk" PRIMARY KEY("board_id","grade")
);
--> statement-breakpoint
CREATE TABLE "board_locks" (
	"board_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_members" (
	"board_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "board_members_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "board_moves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_id" integer NOT NULL,
	"student_id" integer,
	"school_id" integer,
	"from_category_id" integer,
	"to_category_id" integer,
	"from_title" text,
	"to_title" text NOT NULL,
	"to_color" text NOT NULL,
	"moved_by" integer,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_moves_one_card" CHECK (("board_moves"."student_id" is null) <> ("board_moves"."school_id" is null))
);
--> statement-breakpoint
CREATE TABLE "board_placements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_id" integer NOT NULL,
	"student_id" integer,
	"school_id" integer,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_placements_one_card" CHECK (("board_placements"."student_id" is null) <> ("board_placements"."school_id" is null))
);
--> statement-breakpoint
CREATE TABLE "board_schools" (
	"board_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "board_schools_board_id_school_id_pk" PRIMARY KEY("board_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "board_teacher_rules" (
	"board_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "board_teacher_rules_board_id_teacher_id_pk" PRIMARY KEY("board_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"leaders_only" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boards_school_kinds" CHECK (("boards"."school_id" is not null) = ("boards"."kind" in ('team', 'custom')))
);
--> statement-breakpoint
ALTER TABLE "board_categories" ADD CONSTRAINT "board_categories_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_grade_rules" ADD CONSTRAINT "board_grade_rules_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_locks" ADD CONSTRAINT "board_locks_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_locks" ADD CONSTRAINT "board_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_from_category_id_board_categories_id_fk" FOREIGN KEY ("from_category_id") REFERENCES "public"."board_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_to_category_id_board_categories_id_fk" FOREIGN KEY ("to_category_id") REFERENCES "public"."board_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_placements" ADD CONSTRAINT "board_placements_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_placements" ADD CONSTRAINT "board_placements_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_placements" ADD CONSTRAINT "board_placements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_placements" ADD CONSTRAINT "board_placements_category_id_board_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."board_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_schools" ADD CONSTRAINT "board_schools_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_schools" ADD CONSTRAINT "board_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_teacher_rules" ADD CONSTRAINT "board_teacher_rules_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_teacher_rules" ADD CONSTRAINT "board_teacher_rules_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_categories_board_idx" ON "board_categories" USING btree ("board_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "board_categories_one_default" ON "board_categories" USING btree ("board_id") WHERE "board_categories"."is_default";--> statement-breakpoint
CREATE INDEX "board_members_user_idx" ON "board_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "board_moves_student_idx" ON "board_moves" USING btree ("student_id","moved_at");--> statement-breakpoint
CREATE INDEX "board_moves_board_idx" ON "board_moves" USING btree ("board_id","moved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "board_placements_student" ON "board_placements" USING btree ("board_id","student_id") WHERE "board_placements"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "board_placements_school" ON "board_placements" USING btree ("board_id","school_id") WHERE "board_placements"."school_id" is not null;--> statement-breakpoint
CREATE INDEX "board_placements_category_idx" ON "board_placements" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "board_placements_student_idx" ON "board_placements" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "board_schools_school_idx" ON "board_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "boards_school_idx" ON "boards" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "boards_district_idx" ON "boards" USING btree ("district_id");
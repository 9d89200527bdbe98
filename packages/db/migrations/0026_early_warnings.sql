CREATE TABLE "early_warning_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "early_warning_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"reason" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"comment" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "early_warning_flags_comment_length" CHECK ("early_warning_flags"."comment" is null or char_length("early_warning_flags"."comment") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "early_warning_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "early_warning_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "early_warning_rules_kind_known" CHECK ("early_warning_rules"."kind" in ('measure_threshold', 'no_progress_data', 'below_aim_line', 'tier_up_twice', 'overdue_actions')),
	CONSTRAINT "early_warning_rules_names" CHECK (char_length("early_warning_rules"."name_en") between 1 and 120 and char_length("early_warning_rules"."name_fr") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "early_warning_flags" ADD CONSTRAINT "early_warning_flags_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_warning_flags" ADD CONSTRAINT "early_warning_flags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_warning_flags" ADD CONSTRAINT "early_warning_flags_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_warning_flags" ADD CONSTRAINT "early_warning_flags_rule_id_early_warning_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."early_warning_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_warning_flags" ADD CONSTRAINT "early_warning_flags_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_warning_rules" ADD CONSTRAINT "early_warning_rules_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "early_warning_flags_open" ON "early_warning_flags" USING btree ("student_id","rule_id") WHERE "early_warning_flags"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "early_warning_flags_school_open_idx" ON "early_warning_flags" USING btree ("school_id","student_id") WHERE "early_warning_flags"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "early_warning_flags_rule_idx" ON "early_warning_flags" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "early_warning_rules_district_idx" ON "early_warning_rules" USING btree ("district_id","id");--> statement-breakpoint
-- Board cards show their students' open flags, with their rules' names: a change of either moves its district's card
-- generation (migration 0009), so a board's cached view is read again, as for students' alerts.
CREATE FUNCTION card_generations_early_warnings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM card_generations_bump(ARRAY(SELECT district_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM card_generations_bump(ARRAY(SELECT district_id FROM new_rows UNION SELECT district_id FROM old_rows));
  ELSE
    PERFORM card_generations_bump(ARRAY(SELECT district_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER early_warning_flags_card_generations_insert AFTER INSERT ON early_warning_flags REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_early_warnings();
--> statement-breakpoint
CREATE TRIGGER early_warning_flags_card_generations_update AFTER UPDATE ON early_warning_flags REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_early_warnings();
--> statement-breakpoint
CREATE TRIGGER early_warning_flags_card_generations_delete AFTER DELETE ON early_warning_flags REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_early_warnings();
--> statement-breakpoint
CREATE TRIGGER early_warning_rules_card_generations_update AFTER UPDATE ON early_warning_rules REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_early_warnings();
--> statement-breakpoint
CREATE TRIGGER early_warning_rules_card_generations_delete AFTER DELETE ON early_warning_rules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_early_warnings();

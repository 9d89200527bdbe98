CREATE TABLE "student_data_latest" (
	"student_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"school_year" integer NOT NULL,
	"value_number" numeric,
	"value_option" text,
	CONSTRAINT "student_data_latest_definition_id_student_id_pk" PRIMARY KEY("definition_id","student_id")
);
--> statement-breakpoint
DROP INDEX "students_school_status_idx";--> statement-breakpoint
DROP INDEX "students_district_status_idx";--> statement-breakpoint
DROP INDEX "students_search_trgm";--> statement-breakpoint
DROP INDEX "students_number_trgm";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sort_last_name" text GENERATED ALWAYS AS (translate(lower("last_name"), 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿœ', 'aaaaaaaceeeeiiiinoooooouuuuyyo')) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sort_first_name" text GENERATED ALWAYS AS (translate(lower("first_name"), 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿœ', 'aaaaaaaceeeeiiiinoooooouuuuyyo')) STORED;--> statement-breakpoint
ALTER TABLE "student_data_latest" ADD CONSTRAINT "student_data_latest_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_data_latest" ADD CONSTRAINT "student_data_latest_definition_id_student_data_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."student_data_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_data_latest_value_idx" ON "student_data_latest" USING btree ("definition_id","value_number");--> statement-breakpoint
CREATE INDEX "students_school_roster_idx" ON "students" USING btree ("school_id","status","sort_last_name","sort_first_name","id");--> statement-breakpoint
CREATE INDEX "students_district_roster_idx" ON "students" USING btree ("district_id","status","sort_last_name","sort_first_name","id");--> statement-breakpoint
CREATE INDEX "students_district_grade_idx" ON "students" USING btree ("district_id","status","grade","gender");--> statement-breakpoint
CREATE INDEX "students_search_trgm" ON "students" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "students_number_trgm" ON "students" USING gin ("student_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- student_data_latest holds each student's latest result of each measure: latest school year,
-- then latest period (months from September; labels in the measure's order), then latest recorded.
-- It is refreshed here, in the database, for the (student, measure) pairs a statement touched.
CREATE OR REPLACE FUNCTION student_data_latest_refresh(p_students integer[], p_definitions integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM student_data_latest l
  USING unnest(p_students, p_definitions) AS t(student_id, definition_id)
  WHERE l.student_id = t.student_id AND l.definition_id = t.definition_id;
  INSERT INTO student_data_latest (student_id, definition_id, school_year, value_number, value_option)
  SELECT DISTINCT ON (r.student_id, r.definition_id) r.student_id, r.definition_id, r.school_year, r.value_number, r.value_option
  FROM (SELECT DISTINCT * FROM unnest(p_students, p_definitions) AS u(student_id, definition_id)) t
  JOIN student_data_results r ON r.student_id = t.student_id AND r.definition_id = t.definition_id
  JOIN student_data_definitions d ON d.id = r.definition_id
  ORDER BY r.student_id, r.definition_id, r.school_year DESC,
    CASE WHEN d.data_type = 'month' THEN (r.month + 4) % 12
      ELSE coalesce((SELECT e.ord FROM jsonb_array_elements_text(d.labels) WITH ORDINALITY AS e(label, ord) WHERE e.label = r.label LIMIT 1), 0) END DESC,
    r.recorded_at DESC, r.id DESC;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION student_data_results_latest() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  s integer[];
  d integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(student_id), array_agg(definition_id) INTO s, d FROM (SELECT DISTINCT student_id, definition_id FROM new_rows) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(student_id), array_agg(definition_id) INTO s, d FROM (SELECT DISTINCT student_id, definition_id FROM old_rows) x;
  ELSE
    SELECT array_agg(student_id), array_agg(definition_id) INTO s, d
    FROM (SELECT student_id, definition_id FROM new_rows UNION SELECT student_id, definition_id FROM old_rows) x;
  END IF;
  IF s IS NOT NULL THEN
    PERFORM student_data_latest_refresh(s, d);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER student_data_results_latest_insert AFTER INSERT ON student_data_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_data_results_latest();
--> statement-breakpoint
CREATE TRIGGER student_data_results_latest_update AFTER UPDATE ON student_data_results
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_data_results_latest();
--> statement-breakpoint
CREATE TRIGGER student_data_results_latest_delete AFTER DELETE ON student_data_results
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_data_results_latest();
--> statement-breakpoint
-- A measure that changes from months to labels, or reorders its labels, changes which result is latest.
CREATE OR REPLACE FUNCTION student_data_definitions_latest() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  s integer[];
BEGIN
  SELECT array_agg(DISTINCT student_id) INTO s FROM student_data_results WHERE definition_id = NEW.id;
  IF s IS NOT NULL THEN
    PERFORM student_data_latest_refresh(s, array_fill(NEW.id, ARRAY[cardinality(s)]));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER student_data_definitions_latest AFTER UPDATE OF data_type, labels ON student_data_definitions
  FOR EACH ROW WHEN (OLD.data_type IS DISTINCT FROM NEW.data_type OR OLD.labels IS DISTINCT FROM NEW.labels)
  EXECUTE FUNCTION student_data_definitions_latest();
--> statement-breakpoint
-- Results recorded before this migration.
SELECT student_data_latest_refresh(array_agg(student_id), array_agg(definition_id))
FROM (SELECT DISTINCT student_id, definition_id FROM student_data_results) x
WHERE EXISTS (SELECT 1 FROM student_data_results);

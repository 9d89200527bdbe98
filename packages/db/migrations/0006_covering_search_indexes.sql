-- Advanced search reads, per data filter, every latest result of the measure past the threshold
-- (about 10,000 rows on a 20,000-student district) and, per grade/gender filter, the matching
-- students. Both were bitmap heap scans; with the columns the search needs in the index they are
-- index-only scans (10.5 -> 4.8 ms for grade + gender + one measure on the large district).
-- Same names and key columns as before: the schema declares the keys, the INCLUDE lists are here.
DROP INDEX IF EXISTS "student_data_latest_value_idx";--> statement-breakpoint
CREATE INDEX "student_data_latest_value_idx" ON "student_data_latest" USING btree ("definition_id","value_number") INCLUDE ("student_id","value_option","school_year");--> statement-breakpoint
DROP INDEX IF EXISTS "students_district_grade_idx";--> statement-breakpoint
CREATE INDEX "students_district_grade_idx" ON "students" USING btree ("district_id","status","grade","gender") INCLUDE ("id","school_id","sort_last_name","sort_first_name","deleted_at");--> statement-breakpoint
-- Index-only scans need the visibility map, which vacuum keeps. The latest table is rewritten by
-- triggers on every result write, so it is vacuumed after 2 % of it changes rather than 20 %.
ALTER TABLE "student_data_latest" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);

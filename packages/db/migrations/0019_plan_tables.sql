-- The active support plan tables (issue 12: 5,000 plans in the large district, p95 < 100 ms at 20 connections).
-- The page was a sequential scan of the wide plans table and a hash join over every student: 25 ms of PostgreSQL CPU
-- per request. With the plans in index order the page reads its 20 rows, and the count reads the index alone
-- (the columns the filters need are INCLUDEd here; the schema declares the keys) and anti-joins the few deleted
-- students instead of joining them all.
CREATE INDEX "students_deleted_idx" ON "students" USING btree ("id") WHERE "students"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "support_plans_district_recent_idx" ON "support_plans" USING btree ("district_id","updated_at","id") INCLUDE ("school_id","student_id","template_id","next_review_date") WHERE "support_plans"."deactivated_at" is null;--> statement-breakpoint
CREATE INDEX "support_plans_school_recent_idx" ON "support_plans" USING btree ("school_id","updated_at","id") INCLUDE ("student_id","template_id","next_review_date") WHERE "support_plans"."deactivated_at" is null;

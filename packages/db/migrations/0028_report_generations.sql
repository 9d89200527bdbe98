-- The supports report judges the district's monitored supports given (those with a goal) apart from the others: a
-- partial index finds them without reading every support given of the district (about a third of its CPU).
CREATE INDEX "student_supports_monitored_idx" ON "student_supports" USING btree ("district_id") WHERE "student_supports"."goal" is not null;
--> statement-breakpoint
-- The supports, actions, meetings, plans and student data reports (issue 22, section 1) read, besides what the tier
-- generation already counts (migration 0027: boards, their rules, supports given; 0009: students, schools, the
-- configuration lists), the network's supports, their data points, actions, meetings, plans with their revisions and
-- signatures, and the measures with their results: every statement writing those counts one more change for the
-- districts it touched on the same tier_generations rows, so those reports' answers are kept by the same cache
-- (apps/server/src/services/reports/report-cache.ts) and stay true until the sum moves. A shared-network support has no
-- district: a change to one counts for every district (super admins' rare edits).
CREATE FUNCTION report_generations_by_support() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT coalesce(n.district_id, d.id) FROM new_rows n LEFT JOIN districts d ON n.district_id IS NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT coalesce(r.district_id, d.id) FROM (SELECT district_id FROM new_rows UNION SELECT district_id FROM old_rows) r LEFT JOIN districts d ON r.district_id IS NULL));
  ELSE
    PERFORM tier_generations_bump(ARRAY(SELECT coalesce(o.district_id, d.id) FROM old_rows o LEFT JOIN districts d ON o.district_id IS NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION report_generations_by_student_support() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT s.district_id FROM student_supports s WHERE s.id IN (SELECT student_support_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT s.district_id FROM student_supports s WHERE s.id IN (SELECT student_support_id FROM new_rows) UNION SELECT s.district_id FROM student_supports s WHERE s.id IN (SELECT student_support_id FROM old_rows)));
  ELSE
    PERFORM tier_generations_bump(ARRAY(SELECT s.district_id FROM student_supports s WHERE s.id IN (SELECT student_support_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION report_generations_by_student() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT s.district_id FROM students s WHERE s.id IN (SELECT student_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT s.district_id FROM students s WHERE s.id IN (SELECT student_id FROM new_rows) UNION SELECT s.district_id FROM students s WHERE s.id IN (SELECT student_id FROM old_rows)));
  ELSE
    PERFORM tier_generations_bump(ARRAY(SELECT s.district_id FROM students s WHERE s.id IN (SELECT student_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION report_generations_by_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT p.district_id FROM support_plans p WHERE p.id IN (SELECT plan_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT p.district_id FROM support_plans p WHERE p.id IN (SELECT plan_id FROM new_rows) UNION SELECT p.district_id FROM support_plans p WHERE p.id IN (SELECT plan_id FROM old_rows)));
  ELSE
    PERFORM tier_generations_bump(ARRAY(SELECT p.district_id FROM support_plans p WHERE p.id IN (SELECT plan_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION report_generations_by_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT p.district_id FROM support_plan_revisions r JOIN support_plans p ON p.id = r.plan_id WHERE r.id IN (SELECT revision_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT p.district_id FROM support_plan_revisions r JOIN support_plans p ON p.id = r.plan_id WHERE r.id IN (SELECT revision_id FROM new_rows) UNION SELECT p.district_id FROM support_plan_revisions r JOIN support_plans p ON p.id = r.plan_id WHERE r.id IN (SELECT revision_id FROM old_rows)));
  ELSE
    PERFORM tier_generations_bump(ARRAY(SELECT p.district_id FROM support_plan_revisions r JOIN support_plans p ON p.id = r.plan_id WHERE r.id IN (SELECT revision_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER supports_report_generations_insert AFTER INSERT ON supports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_support();
--> statement-breakpoint
CREATE TRIGGER supports_report_generations_update AFTER UPDATE ON supports REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_support();
--> statement-breakpoint
CREATE TRIGGER supports_report_generations_delete AFTER DELETE ON supports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_support();
--> statement-breakpoint
CREATE TRIGGER actions_report_generations_insert AFTER INSERT ON actions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER actions_report_generations_update AFTER UPDATE ON actions REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER actions_report_generations_delete AFTER DELETE ON actions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER meetings_report_generations_insert AFTER INSERT ON meetings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER meetings_report_generations_update AFTER UPDATE ON meetings REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER meetings_report_generations_delete AFTER DELETE ON meetings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER support_plans_report_generations_insert AFTER INSERT ON support_plans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER support_plans_report_generations_update AFTER UPDATE ON support_plans REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER support_plans_report_generations_delete AFTER DELETE ON support_plans REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER student_data_definitions_report_generations_insert AFTER INSERT ON student_data_definitions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER student_data_definitions_report_generations_update AFTER UPDATE ON student_data_definitions REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER student_data_definitions_report_generations_delete AFTER DELETE ON student_data_definitions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER student_support_data_points_report_generations_insert AFTER INSERT ON student_support_data_points REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_student_support();
--> statement-breakpoint
CREATE TRIGGER student_support_data_points_report_generations_update AFTER UPDATE ON student_support_data_points REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_student_support();
--> statement-breakpoint
CREATE TRIGGER student_support_data_points_report_generations_delete AFTER DELETE ON student_support_data_points REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_student_support();
--> statement-breakpoint
CREATE TRIGGER student_data_results_report_generations_insert AFTER INSERT ON student_data_results REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_student();
--> statement-breakpoint
CREATE TRIGGER student_data_results_report_generations_update AFTER UPDATE ON student_data_results REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_student();
--> statement-breakpoint
CREATE TRIGGER student_data_results_report_generations_delete AFTER DELETE ON student_data_results REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_student();
--> statement-breakpoint
CREATE TRIGGER support_plan_revisions_report_generations_insert AFTER INSERT ON support_plan_revisions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_plan();
--> statement-breakpoint
CREATE TRIGGER support_plan_revisions_report_generations_update AFTER UPDATE ON support_plan_revisions REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_plan();
--> statement-breakpoint
CREATE TRIGGER support_plan_revisions_report_generations_delete AFTER DELETE ON support_plan_revisions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_plan();
--> statement-breakpoint
CREATE TRIGGER support_plan_signatures_report_generations_insert AFTER INSERT ON support_plan_signatures REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_revision();
--> statement-breakpoint
CREATE TRIGGER support_plan_signatures_report_generations_update AFTER UPDATE ON support_plan_signatures REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_revision();
--> statement-breakpoint
CREATE TRIGGER support_plan_signatures_report_generations_delete AFTER DELETE ON support_plan_signatures REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_generations_by_revision();

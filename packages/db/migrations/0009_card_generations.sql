CREATE TABLE "card_generations" (
	"district_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "card_generations_district_id_shard_pk" PRIMARY KEY("district_id","shard")
);
--> statement-breakpoint
-- A board's cards show students, their alerts, card icons and teachers, their school, and the
-- card-icon list: every write to those tables counts one more change for the districts it touched
-- (0 for the system defaults every district reads), once per statement. The count lands on one of
-- 16 rows per district picked by the connection, in district order, so concurrent writers seldom
-- wait on the same row. A board's cached cards are good while the sum of its district's rows and
-- row 0 stays what it was when they were read (apps/server/src/services/boards/card-cache.ts).
CREATE FUNCTION card_generations_bump(touched integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO card_generations (district_id, shard, n)
  SELECT d, pg_backend_pid() % 16, 1 FROM (SELECT DISTINCT d FROM unnest(touched) AS d WHERE d IS NOT NULL) AS t ORDER BY d
  ON CONFLICT (district_id, shard) DO UPDATE SET n = card_generations.n + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION card_generations_students() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER students_card_generations_insert AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_students();
--> statement-breakpoint
CREATE TRIGGER students_card_generations_update AFTER UPDATE ON students REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_students();
--> statement-breakpoint
CREATE TRIGGER students_card_generations_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_students();
--> statement-breakpoint
CREATE FUNCTION card_generations_student_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM card_generations_bump(ARRAY(SELECT s.district_id FROM new_rows x JOIN students s ON s.id = x.student_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM card_generations_bump(ARRAY(SELECT s.district_id FROM new_rows x JOIN students s ON s.id = x.student_id UNION SELECT s.district_id FROM old_rows x JOIN students s ON s.id = x.student_id));
  ELSE
    PERFORM card_generations_bump(ARRAY(SELECT s.district_id FROM old_rows x JOIN students s ON s.id = x.student_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER student_alerts_card_generations_insert AFTER INSERT ON student_alerts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_student_alerts();
--> statement-breakpoint
CREATE TRIGGER student_alerts_card_generations_update AFTER UPDATE ON student_alerts REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_student_alerts();
--> statement-breakpoint
CREATE TRIGGER student_alerts_card_generations_delete AFTER DELETE ON student_alerts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_student_alerts();
--> statement-breakpoint
CREATE FUNCTION card_generations_student_card_icons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM card_generations_bump(ARRAY(SELECT s.district_id FROM new_rows x JOIN students s ON s.id = x.student_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM card_generations_bump(ARRAY(SELECT s.district_id FROM new_rows x JOIN students s ON s.id = x.student_id UNION SELECT s.district_id FROM old_rows x JOIN students s ON s.id = x.student_id));
  ELSE
    PERFORM card_generations_bump(ARRAY(SELECT s.district_id FROM old_rows x JOIN students s ON s.id = x.student_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER student_card_icons_card_generations_insert AFTER INSERT ON student_card_icons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_student_card_icons();
--> statement-breakpoint
CREATE TRIGGER student_card_icons_card_generations_update AFTER UPDATE ON student_card_icons REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_student_card_icons();
--> statement-breakpoint
CREATE TRIGGER student_card_icons_card_generations_delete AFTER DELETE ON student_card_icons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_student_card_icons();
--> statement-breakpoint
CREATE FUNCTION card_generations_student_teachers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM card_generations_bump(ARRAY(SELECT s.district_id FROM new_rows x JOIN students s ON s.id = x.student_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM card_generations_bump(ARRAY(SELECT s.district_id FROM new_rows x JOIN students s ON s.id = x.student_id UNION SELECT s.district_id FROM old_rows x JOIN students s ON s.id = x.student_id));
  ELSE
    PERFORM card_generations_bump(ARRAY(SELECT s.district_id FROM old_rows x JOIN students s ON s.id = x.student_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER student_teachers_card_generations_insert AFTER INSERT ON student_teachers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_student_teachers();
--> statement-breakpoint
CREATE TRIGGER student_teachers_card_generations_update AFTER UPDATE ON student_teachers REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_student_teachers();
--> statement-breakpoint
CREATE TRIGGER student_teachers_card_generations_delete AFTER DELETE ON student_teachers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_student_teachers();
--> statement-breakpoint
CREATE FUNCTION card_generations_schools() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER schools_card_generations_insert AFTER INSERT ON schools REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_schools();
--> statement-breakpoint
CREATE TRIGGER schools_card_generations_update AFTER UPDATE ON schools REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_schools();
--> statement-breakpoint
CREATE TRIGGER schools_card_generations_delete AFTER DELETE ON schools REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_schools();
--> statement-breakpoint
CREATE FUNCTION card_generations_config_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM card_generations_bump(ARRAY(SELECT coalesce(x.district_id, (SELECT sc.district_id FROM schools sc WHERE sc.id = x.school_id), 0) FROM new_rows x));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM card_generations_bump(ARRAY(SELECT coalesce(x.district_id, (SELECT sc.district_id FROM schools sc WHERE sc.id = x.school_id), 0) FROM new_rows x UNION SELECT coalesce(x.district_id, (SELECT sc.district_id FROM schools sc WHERE sc.id = x.school_id), 0) FROM old_rows x));
  ELSE
    PERFORM card_generations_bump(ARRAY(SELECT coalesce(x.district_id, (SELECT sc.district_id FROM schools sc WHERE sc.id = x.school_id), 0) FROM old_rows x));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER config_lists_card_generations_insert AFTER INSERT ON config_lists REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_config_lists();
--> statement-breakpoint
CREATE TRIGGER config_lists_card_generations_update AFTER UPDATE ON config_lists REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_config_lists();
--> statement-breakpoint
CREATE TRIGGER config_lists_card_generations_delete AFTER DELETE ON config_lists REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_config_lists();
--> statement-breakpoint
CREATE FUNCTION card_generations_config_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM card_generations_bump(ARRAY(SELECT coalesce(l.district_id, (SELECT sc.district_id FROM schools sc WHERE sc.id = l.school_id), 0) FROM new_rows x JOIN config_lists l ON l.id = x.list_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM card_generations_bump(ARRAY(SELECT coalesce(l.district_id, (SELECT sc.district_id FROM schools sc WHERE sc.id = l.school_id), 0) FROM new_rows x JOIN config_lists l ON l.id = x.list_id UNION SELECT coalesce(l.district_id, (SELECT sc.district_id FROM schools sc WHERE sc.id = l.school_id), 0) FROM old_rows x JOIN config_lists l ON l.id = x.list_id));
  ELSE
    PERFORM card_generations_bump(ARRAY(SELECT coalesce(l.district_id, (SELECT sc.district_id FROM schools sc WHERE sc.id = l.school_id), 0) FROM old_rows x JOIN config_lists l ON l.id = x.list_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER config_items_card_generations_insert AFTER INSERT ON config_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_config_items();
--> statement-breakpoint
CREATE TRIGGER config_items_card_generations_update AFTER UPDATE ON config_items REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_config_items();
--> statement-breakpoint
CREATE TRIGGER config_items_card_generations_delete AFTER DELETE ON config_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_config_items();

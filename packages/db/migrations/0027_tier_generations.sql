CREATE TABLE "tier_generations" (
	"district_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tier_generations_district_id_shard_pk" PRIMARY KEY("district_id","shard")
);
--> statement-breakpoint
-- The district reports' tiers (issue 22, section 1) are read from boards, their categories (tier_key), team-board
-- rules, placements and moves, and the unsupported report from supports given: every statement writing those
-- counts one more change for the districts it touched, on one of 16 rows per district picked by the connection
-- (as card_generations, migration 0009, which already counts students, their teachers, schools and the
-- configuration lists). A report read at the sum of both generations stays true until the sum moves
-- (apps/server/src/services/reports/report-cache.ts). A board's rows deleted with it are counted by the board's own.
CREATE FUNCTION tier_generations_bump(touched integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO tier_generations (district_id, shard, n)
  SELECT d, pg_backend_pid() % 16, 1 FROM (SELECT DISTINCT d FROM unnest(touched) AS d WHERE d IS NOT NULL) AS t ORDER BY d
  ON CONFLICT (district_id, shard) DO UPDATE SET n = tier_generations.n + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION tier_generations_by_district() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT district_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT district_id FROM new_rows UNION SELECT district_id FROM old_rows));
  ELSE
    PERFORM tier_generations_bump(ARRAY(SELECT district_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION tier_generations_by_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT b.district_id FROM boards b WHERE b.id IN (SELECT board_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tier_generations_bump(ARRAY(SELECT b.district_id FROM boards b WHERE b.id IN (SELECT board_id FROM new_rows UNION SELECT board_id FROM old_rows)));
  ELSE
    PERFORM tier_generations_bump(ARRAY(SELECT b.district_id FROM boards b WHERE b.id IN (SELECT board_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER boards_tier_generations_insert AFTER INSERT ON boards REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER boards_tier_generations_update AFTER UPDATE ON boards REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER boards_tier_generations_delete AFTER DELETE ON boards REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER student_supports_tier_generations_insert AFTER INSERT ON student_supports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER student_supports_tier_generations_update AFTER UPDATE ON student_supports REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER student_supports_tier_generations_delete AFTER DELETE ON student_supports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_district();
--> statement-breakpoint
CREATE TRIGGER board_categories_tier_generations_insert AFTER INSERT ON board_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_categories_tier_generations_update AFTER UPDATE ON board_categories REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_categories_tier_generations_delete AFTER DELETE ON board_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_placements_tier_generations_insert AFTER INSERT ON board_placements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_placements_tier_generations_update AFTER UPDATE ON board_placements REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_placements_tier_generations_delete AFTER DELETE ON board_placements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_moves_tier_generations_insert AFTER INSERT ON board_moves REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_moves_tier_generations_update AFTER UPDATE ON board_moves REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_moves_tier_generations_delete AFTER DELETE ON board_moves REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_grade_rules_tier_generations_insert AFTER INSERT ON board_grade_rules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_grade_rules_tier_generations_update AFTER UPDATE ON board_grade_rules REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_grade_rules_tier_generations_delete AFTER DELETE ON board_grade_rules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_teacher_rules_tier_generations_insert AFTER INSERT ON board_teacher_rules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_teacher_rules_tier_generations_update AFTER UPDATE ON board_teacher_rules REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();
--> statement-breakpoint
CREATE TRIGGER board_teacher_rules_tier_generations_delete AFTER DELETE ON board_teacher_rules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tier_generations_by_board();

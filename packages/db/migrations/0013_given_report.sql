CREATE TABLE "student_support_tallies" (
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"support_key" integer NOT NULL,
	"one_off" text NOT NULL,
	"type" text NOT NULL,
	"tier_key" integer NOT NULL,
	"focus_area_keys" integer[] DEFAULT '{}'::int[] NOT NULL,
	"given" integer NOT NULL,
	"held" integer NOT NULL,
	"worked" integer NOT NULL,
	"partly" integer NOT NULL,
	"did_not_work" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_support_totals" (
	"district_id" integer NOT NULL,
	"support_key" integer NOT NULL,
	"one_off" text NOT NULL,
	"type" text NOT NULL,
	"given" integer NOT NULL,
	"held" integer NOT NULL,
	"worked" integer NOT NULL,
	"partly" integer NOT NULL,
	"did_not_work" integer NOT NULL,
	"schools" integer NOT NULL,
	CONSTRAINT "student_support_totals_district_id_support_key_one_off_pk" PRIMARY KEY("district_id","support_key","one_off")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "student_support_tallies_key" ON "student_support_tallies" USING btree ("district_id","school_id","support_key","one_off","type","tier_key","focus_area_keys");--> statement-breakpoint
CREATE INDEX "student_support_tallies_group_idx" ON "student_support_tallies" USING btree ("district_id","support_key","one_off");--> statement-breakpoint
-- The district report (issue 11, section 2) reads these instead of aggregating every support given in
-- the district on each read: on PostgreSQL, 60,000 to 80,000 supports given took 40 ms and more to
-- aggregate (the page needs a p95 under 100 ms at 20 connections on two cores). Every statement that
-- writes student_supports adds what it inserted to the tallies and takes away what it deleted (an
-- update does both), per tally key; keys whose counts do not move are not written (a change of notes
-- writes nothing), and a key that reaches zero supports given is removed. Then each support (or
-- one-off name) touched is recounted from its tallies into its total, the unfiltered page's row. The
-- totals' rows are taken first, in key order: writers of one support's figures wait for each other,
-- so a recount always sees the tallies of the writer before it.
CREATE FUNCTION student_support_tallies_apply(added student_supports[], removed student_supports[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO student_support_totals AS t (district_id, support_key, one_off, type, given, held, worked, partly, did_not_work, schools)
  SELECT c.district_id, coalesce(c.support_id, 0), CASE WHEN c.support_id IS NULL THEN c.name ELSE '' END, min(c.type), 0, 0, 0, 0, 0, 0
  FROM unnest(added || removed) c
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (district_id, support_key, one_off) DO UPDATE SET given = t.given;

  INSERT INTO student_support_tallies AS t (district_id, school_id, support_key, one_off, type, tier_key, focus_area_keys, given, held, worked, partly, did_not_work)
  SELECT * FROM (
    SELECT c.district_id, c.school_id, coalesce(c.support_id, 0) AS support_key, CASE WHEN c.support_id IS NULL THEN c.name ELSE '' END AS one_off, c.type,
      coalesce(c.tier_key, 0) AS tier_key, c.focus_area_keys, sum(c.sign)::int AS given, coalesce(sum(c.sign) FILTER (WHERE c.end_date IS NULL), 0)::int AS held,
      coalesce(sum(c.sign) FILTER (WHERE c.outcome = 'worked'), 0)::int AS worked, coalesce(sum(c.sign) FILTER (WHERE c.outcome = 'partly'), 0)::int AS partly,
      coalesce(sum(c.sign) FILTER (WHERE c.outcome = 'did_not_work'), 0)::int AS did_not_work
    FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT r.*, -1 AS sign FROM unnest(removed) r) c
    GROUP BY 1, 2, 3, 4, 5, 6, 7
  ) d
  WHERE d.given <> 0 OR d.held <> 0 OR d.worked <> 0 OR d.partly <> 0 OR d.did_not_work <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (district_id, school_id, support_key, one_off, type, tier_key, focus_area_keys) DO UPDATE SET
    given = t.given + excluded.given, held = t.held + excluded.held, worked = t.worked + excluded.worked,
    partly = t.partly + excluded.partly, did_not_work = t.did_not_work + excluded.did_not_work;

  DELETE FROM student_support_tallies t
  WHERE t.given <= 0 AND (t.district_id, t.school_id) IN (SELECT c.district_id, c.school_id FROM unnest(added || removed) c);

  UPDATE student_support_totals t
  SET (type, given, held, worked, partly, did_not_work, schools) = (
    SELECT coalesce(max(x.type), t.type), coalesce(sum(x.given), 0), coalesce(sum(x.held), 0), coalesce(sum(x.worked), 0), coalesce(sum(x.partly), 0),
      coalesce(sum(x.did_not_work), 0), count(DISTINCT x.school_id)
    FROM student_support_tallies x
    WHERE x.district_id = t.district_id AND x.support_key = t.support_key AND x.one_off = t.one_off)
  WHERE (t.district_id, t.support_key, t.one_off) IN (SELECT c.district_id, coalesce(c.support_id, 0), CASE WHEN c.support_id IS NULL THEN c.name ELSE '' END FROM unnest(added || removed) c);

  DELETE FROM student_support_totals t
  WHERE t.given <= 0
    AND (t.district_id, t.support_key, t.one_off) IN (SELECT c.district_id, coalesce(c.support_id, 0), CASE WHEN c.support_id IS NULL THEN c.name ELSE '' END FROM unnest(added || removed) c);
$$;
--> statement-breakpoint
CREATE FUNCTION student_support_tallies_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM student_support_tallies_apply(ARRAY(SELECT n::student_supports FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM student_support_tallies_apply(ARRAY(SELECT n::student_supports FROM new_rows n), ARRAY(SELECT o::student_supports FROM old_rows o));
  ELSE
    PERFORM student_support_tallies_apply('{}', ARRAY(SELECT o::student_supports FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER student_support_tallies_insert AFTER INSERT ON student_supports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_support_tallies_trigger();
--> statement-breakpoint
CREATE TRIGGER student_support_tallies_update AFTER UPDATE ON student_supports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_support_tallies_trigger();
--> statement-breakpoint
CREATE TRIGGER student_support_tallies_delete AFTER DELETE ON student_supports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_support_tallies_trigger();
--> statement-breakpoint
-- Supports given before this migration.
SELECT student_support_tallies_apply(ARRAY(SELECT s FROM student_supports s), '{}');

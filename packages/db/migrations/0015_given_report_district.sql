CREATE TABLE "student_support_district_tallies" (
	"district_id" integer NOT NULL,
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
CREATE UNIQUE INDEX "student_support_district_tallies_key" ON "student_support_district_tallies" USING btree ("district_id","support_key","one_off","type","tier_key","focus_area_keys");--> statement-breakpoint
-- The district report filtered by tier, type or focus area over a whole district summed its per-school
-- tallies (migration 0013): thousands of rows, about 12 ms of PostgreSQL for a tier of the large
-- district, 130 ms and more at 20 connections on two cores. These tallies drop the school: a few rows
-- per support, kept by the same statement triggers in the same function, after the totals' rows are
-- taken (writers of one support's figures still wait for each other there first).
CREATE OR REPLACE FUNCTION student_support_tallies_apply(added student_supports[], removed student_supports[]) RETURNS void LANGUAGE sql AS $$
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

  INSERT INTO student_support_district_tallies AS t (district_id, support_key, one_off, type, tier_key, focus_area_keys, given, held, worked, partly, did_not_work)
  SELECT * FROM (
    SELECT c.district_id, coalesce(c.support_id, 0) AS support_key, CASE WHEN c.support_id IS NULL THEN c.name ELSE '' END AS one_off, c.type,
      coalesce(c.tier_key, 0) AS tier_key, c.focus_area_keys, sum(c.sign)::int AS given, coalesce(sum(c.sign) FILTER (WHERE c.end_date IS NULL), 0)::int AS held,
      coalesce(sum(c.sign) FILTER (WHERE c.outcome = 'worked'), 0)::int AS worked, coalesce(sum(c.sign) FILTER (WHERE c.outcome = 'partly'), 0)::int AS partly,
      coalesce(sum(c.sign) FILTER (WHERE c.outcome = 'did_not_work'), 0)::int AS did_not_work
    FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT r.*, -1 AS sign FROM unnest(removed) r) c
    GROUP BY 1, 2, 3, 4, 5, 6
  ) d
  WHERE d.given <> 0 OR d.held <> 0 OR d.worked <> 0 OR d.partly <> 0 OR d.did_not_work <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (district_id, support_key, one_off, type, tier_key, focus_area_keys) DO UPDATE SET
    given = t.given + excluded.given, held = t.held + excluded.held, worked = t.worked + excluded.worked,
    partly = t.partly + excluded.partly, did_not_work = t.did_not_work + excluded.did_not_work;

  DELETE FROM student_support_district_tallies t
  WHERE t.given <= 0
    AND (t.district_id, t.support_key, t.one_off) IN (SELECT c.district_id, coalesce(c.support_id, 0), CASE WHEN c.support_id IS NULL THEN c.name ELSE '' END FROM unnest(added || removed) c);

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
-- Supports given before this migration: the per-school tallies summed over the schools.
INSERT INTO student_support_district_tallies (district_id, support_key, one_off, type, tier_key, focus_area_keys, given, held, worked, partly, did_not_work)
SELECT district_id, support_key, one_off, type, tier_key, focus_area_keys, sum(given)::int, sum(held)::int, sum(worked)::int, sum(partly)::int, sum(did_not_work)::int
FROM student_support_tallies
GROUP BY district_id, support_key, one_off, type, tier_key, focus_area_keys;

CREATE TABLE "action_counts" (
	"district_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"status" text NOT NULL,
	"shard" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "action_counts_district_id_school_id_status_shard_pk" PRIMARY KEY("district_id","school_id","status","shard")
);
--> statement-breakpoint
CREATE INDEX "action_counts_school_idx" ON "action_counts" USING btree ("school_id","status");--> statement-breakpoint
-- Every write to actions adds its change per (district, school, status) to the connection's shard, once
-- per statement, in key order (so two writers never wait on each other's rows crosswise).
CREATE FUNCTION action_counts_add(district integer[], school integer[], status text[], delta integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO action_counts (district_id, school_id, status, shard, n)
  SELECT d, s, st, pg_backend_pid() % 8, sum(x) FROM unnest(district, school, status, delta) AS c(d, s, st, x)
  GROUP BY d, s, st HAVING sum(x) <> 0 ORDER BY d, s, st
  ON CONFLICT (district_id, school_id, status, shard) DO UPDATE SET n = action_counts.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION action_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM action_counts_add(ARRAY(SELECT district_id FROM new_rows), ARRAY(SELECT school_id FROM new_rows), ARRAY(SELECT status FROM new_rows), ARRAY(SELECT 1 FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM action_counts_add(d, s, st, x) FROM (
      SELECT array_agg(district_id) AS d, array_agg(school_id) AS s, array_agg(status) AS st, array_agg(x) AS x
      FROM (SELECT district_id, school_id, status, 1 AS x FROM new_rows UNION ALL SELECT district_id, school_id, status, -1 FROM old_rows) AS c
    ) AS a WHERE d IS NOT NULL;
  ELSE
    PERFORM action_counts_add(ARRAY(SELECT district_id FROM old_rows), ARRAY(SELECT school_id FROM old_rows), ARRAY(SELECT status FROM old_rows), ARRAY(SELECT -1 FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER actions_counts_insert AFTER INSERT ON actions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION action_counts_change();
--> statement-breakpoint
CREATE TRIGGER actions_counts_update AFTER UPDATE ON actions REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION action_counts_change();
--> statement-breakpoint
CREATE TRIGGER actions_counts_delete AFTER DELETE ON actions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION action_counts_change();
--> statement-breakpoint
-- The actions already there (the migration runs before the server takes writes).
INSERT INTO action_counts (district_id, school_id, status, shard, n) SELECT district_id, school_id, status, 0, count(*) FROM actions GROUP BY 1, 2, 3;

-- The continuum of a support network is kept per server copy under its district's generation
-- (apps/server/src/services/supports/continuum-cache.ts), like a board's cards (migration 0009): every
-- statement that writes supports counts one more change for the districts it touched, the shared
-- network under district 0 (which every district's sum includes). The axes (configuration lists and
-- items) are counted by migration 0009 already.
CREATE FUNCTION card_generations_supports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM card_generations_bump(ARRAY(SELECT coalesce(district_id, 0) FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM card_generations_bump(ARRAY(SELECT coalesce(district_id, 0) FROM new_rows UNION SELECT coalesce(district_id, 0) FROM old_rows));
  ELSE
    PERFORM card_generations_bump(ARRAY(SELECT coalesce(district_id, 0) FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER supports_card_generations_insert AFTER INSERT ON supports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_supports();
--> statement-breakpoint
CREATE TRIGGER supports_card_generations_update AFTER UPDATE ON supports REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_supports();
--> statement-breakpoint
CREATE TRIGGER supports_card_generations_delete AFTER DELETE ON supports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_generations_supports();

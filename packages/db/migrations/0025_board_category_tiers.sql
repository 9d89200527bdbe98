ALTER TABLE "board_categories" ADD COLUMN "tier_key" integer;--> statement-breakpoint
-- Existing categories: the tier whose label (or its part before the colon: "Tier 2" for "Tier 2: Targeted")
-- is the category's title, in either language, among the tier lists the board's district reads (the system's,
-- the district's, its schools'); failing that, the tier of the same colour in the district's own list, or the
-- system's when the district has none. Categories that match nothing stay without a tier.
WITH tiers AS (
  SELECT cl.district_id, cl.school_id, coalesce(ci.root_item_id, ci.id) AS tier_key, ci.position, ci.color,
         lower(btrim(ci.label_en)) AS en, lower(btrim(ci.label_fr)) AS fr,
         lower(btrim(split_part(ci.label_en, ':', 1))) AS en_short, lower(btrim(split_part(ci.label_fr, ':', 1))) AS fr_short
  FROM config_items ci JOIN config_lists cl ON cl.id = ci.list_id
  WHERE cl.kind = 'student-support-tiers' AND ci.active
), by_title AS (
  SELECT DISTINCT ON (c.id) c.id, t.tier_key
  FROM board_categories c JOIN boards b ON b.id = c.board_id
  JOIN tiers t ON (t.district_id IS NULL OR t.district_id = b.district_id)
   AND lower(btrim(c.title)) IN (t.en, t.fr, t.en_short, t.fr_short)
  ORDER BY c.id, (t.district_id IS NULL), (t.school_id IS NOT NULL), t.position
)
UPDATE board_categories c SET tier_key = by_title.tier_key FROM by_title WHERE by_title.id = c.id;
--> statement-breakpoint
WITH tiers AS (
  SELECT cl.district_id, coalesce(ci.root_item_id, ci.id) AS tier_key, ci.position, lower(ci.color) AS color
  FROM config_items ci JOIN config_lists cl ON cl.id = ci.list_id
  WHERE cl.kind = 'student-support-tiers' AND ci.active AND cl.school_id IS NULL AND ci.color IS NOT NULL
), by_color AS (
  SELECT DISTINCT ON (c.id) c.id, t.tier_key
  FROM board_categories c JOIN boards b ON b.id = c.board_id
  JOIN tiers t ON (t.district_id = b.district_id OR (t.district_id IS NULL AND NOT EXISTS (
    SELECT 1 FROM config_lists own WHERE own.kind = 'student-support-tiers' AND own.district_id = b.district_id AND own.school_id IS NULL)))
   AND t.color = lower(c.color)
  WHERE c.tier_key IS NULL
  ORDER BY c.id, (t.district_id IS NULL), t.position
)
UPDATE board_categories c SET tier_key = by_color.tier_key FROM by_color WHERE by_color.id = c.id;

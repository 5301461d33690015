-- Open vacancies per technology, specialization, city, country, continent and seniority, all and per continent, kept
-- by the writes themselves: menus, top lists, landing links and the sitemap read these rows instead of counting every
-- open vacancy (issue 26, ADR 0047). Statement triggers with transition tables: an import of thousands of rows
-- applies one grouped change, and a write that changes nothing counted sums to nothing.
CREATE TABLE "vacancy_live_counts" (
	"scope" integer NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "vacancy_live_counts_scope_dimension_key_pk" PRIMARY KEY("scope","dimension","key")
);
--> statement-breakpoint
CREATE INDEX "vacancy_live_counts_rank_idx" ON "vacancy_live_counts" USING btree ("scope","dimension","n" DESC NULLS LAST,"key");--> statement-breakpoint
CREATE FUNCTION hw_vacancy_live_keys(
  keyword_ids integer[], specialization_ids integer[], city_ids integer[], country_ids integer[],
  continent_ids integer[], seniority text
) RETURNS TABLE (scope integer, dimension text, key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT s.scope, d.dimension, d.key
  FROM (
    SELECT 'keyword_ids'::text AS dimension, k::text AS key FROM unnest(keyword_ids) k
    UNION ALL SELECT 'specialization_ids', k::text FROM unnest(specialization_ids) k
    UNION ALL SELECT 'city_ids', k::text FROM unnest(city_ids) k
    UNION ALL SELECT 'country_ids', k::text FROM unnest(country_ids) k
    UNION ALL SELECT 'continent_ids', k::text FROM unnest(continent_ids) k
    UNION ALL SELECT 'seniority', seniority WHERE seniority IS NOT NULL
    UNION ALL SELECT 'all', ''
  ) d
  CROSS JOIN (SELECT 0 AS scope UNION ALL SELECT c FROM unnest(continent_ids) c) s
$$;
--> statement-breakpoint
CREATE FUNCTION hw_vacancy_live_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The rows counted before and after the statement: an insert has only new rows, a delete only old ones.
  added text := 'SELECT 1 AS delta, v.* FROM hw_new_vacancies v';
  removed text := 'SELECT -1 AS delta, v.* FROM hw_old_vacancies v';
  changed text := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed
    ELSE added || ' UNION ALL ' || removed END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO vacancy_live_counts AS c (scope, dimension, key, n)
    SELECT k.scope, k.dimension, k.key, sum(changed.delta)::integer
    FROM (%s) changed
    CROSS JOIN LATERAL hw_vacancy_live_keys(changed.keyword_ids, changed.specialization_ids, changed.city_ids,
      changed.country_ids, changed.continent_ids, changed.seniority) k
    WHERE changed.moderation_status = 'approved' AND changed.state = 'active'
    GROUP BY 1, 2, 3
    HAVING sum(changed.delta) <> 0
    ON CONFLICT (scope, dimension, key) DO UPDATE SET n = c.n + excluded.n
  $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vacancies_live_counts_insert AFTER INSERT ON vacancies REFERENCING NEW TABLE AS hw_new_vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION hw_vacancy_live_counts_apply();
--> statement-breakpoint
CREATE TRIGGER vacancies_live_counts_update AFTER UPDATE ON vacancies
  REFERENCING OLD TABLE AS hw_old_vacancies NEW TABLE AS hw_new_vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION hw_vacancy_live_counts_apply();
--> statement-breakpoint
CREATE TRIGGER vacancies_live_counts_delete AFTER DELETE ON vacancies REFERENCING OLD TABLE AS hw_old_vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION hw_vacancy_live_counts_apply();
--> statement-breakpoint
INSERT INTO vacancy_live_counts (scope, dimension, key, n)
SELECT k.scope, k.dimension, k.key, count(*)::integer
FROM vacancies v
CROSS JOIN LATERAL hw_vacancy_live_keys(v.keyword_ids, v.specialization_ids, v.city_ids, v.country_ids,
  v.continent_ids, v.seniority) k
WHERE v.moderation_status = 'approved' AND v.state = 'active'
GROUP BY 1, 2, 3;

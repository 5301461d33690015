-- The job search's first view shows how many open vacancies each value of every filter has: experience, English
-- level, job types, employment and remote work join the kept counts (over all vacancies, scope 0 only: the facets
-- of the unfiltered search and of a filter's own values read them; no menu asks for them per continent), so those
-- figures are exact at any size of the data instead of a sample's (issue 26, ADR 0047's amendment).
DROP FUNCTION hw_vacancy_live_keys(integer[], integer[], integer[], integer[], integer[], text);
--> statement-breakpoint
CREATE FUNCTION hw_vacancy_live_keys(
  keyword_ids integer[], specialization_ids integer[], city_ids integer[], country_ids integer[],
  continent_ids integer[], seniority text, experience text, english_level text, job_types text[],
  employment text[], is_remote boolean
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
  UNION ALL
  SELECT 0, f.dimension, f.key
  FROM (
    SELECT 'experience'::text AS dimension, experience AS key WHERE experience IS NOT NULL
    UNION ALL SELECT 'english_level', english_level WHERE english_level IS NOT NULL
    UNION ALL SELECT 'job_types', k FROM unnest(job_types) k
    UNION ALL SELECT 'employment', k FROM unnest(employment) k
    UNION ALL SELECT 'is_remote', 'true' WHERE is_remote
  ) f
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hw_vacancy_live_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
      changed.country_ids, changed.continent_ids, changed.seniority, changed.experience, changed.english_level,
      changed.job_types, changed.employment, changed.is_remote) k
    WHERE changed.moderation_status = 'approved' AND changed.state = 'active'
    GROUP BY 1, 2, 3
    HAVING sum(changed.delta) <> 0
    ON CONFLICT (scope, dimension, key) DO UPDATE SET n = c.n + excluded.n
  $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO vacancy_live_counts (scope, dimension, key, n)
SELECT k.scope, k.dimension, k.key, count(*)::integer
FROM vacancies v
CROSS JOIN LATERAL hw_vacancy_live_keys(v.keyword_ids, v.specialization_ids, v.city_ids, v.country_ids,
  v.continent_ids, v.seniority, v.experience, v.english_level, v.job_types, v.employment, v.is_remote) k
WHERE v.moderation_status = 'approved' AND v.state = 'active'
  AND k.dimension IN ('experience', 'english_level', 'job_types', 'employment', 'is_remote')
GROUP BY 1, 2, 3;

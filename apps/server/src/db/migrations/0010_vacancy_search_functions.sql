-- Vacancy search (ADR 0024): accents folded away on both sides, and each vacancy's words indexed twice, as written
-- (`simple`, so a technology name or a Polish word is found as typed) and stemmed in the vacancy's language where
-- PostgreSQL has a configuration for it (english, german, russian). unaccent() itself is only STABLE (it reads a
-- dictionary by name), so the generated column calls an IMMUTABLE wrapper naming its dictionary.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.hw_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vacancy_search_vector(config regconfig, title text, keywords text, description text)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('simple'::regconfig, public.hw_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector(config, public.hw_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('simple'::regconfig, public.hw_unaccent(coalesce(keywords, ''))), 'B')
      || setweight(to_tsvector('simple'::regconfig, public.hw_unaccent(coalesce(description, ''))), 'C')
      || setweight(to_tsvector(config, public.hw_unaccent(coalesce(description, ''))), 'C')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vacancy_search_query(config regconfig, query text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT websearch_to_tsquery('simple'::regconfig, public.hw_unaccent(query))
      || websearch_to_tsquery(config, public.hw_unaccent(query))
  $$;

-- Trigram search for place and catalog autocomplete; both PGlite and PostgreSQL ship it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

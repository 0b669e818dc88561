-- Accent-insensitive search and pt-BR numeric-aware ordering of registry names (issue 4).
-- unaccent() is STABLE (it reads a dictionary), so it cannot feed a generated column or an
-- index; this wrapper names the dictionary explicitly and is IMMUTABLE. Everything is
-- schema-qualified so it also works with an empty search_path (dump and restore).
CREATE OR REPLACE FUNCTION public.honora_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Sort key: lower-case, unaccented, every run of digits left-padded to 20 so that
-- "Sala 9" < "Sala 10" (the web's compareText uses the same numeric compare).
CREATE OR REPLACE FUNCTION public.honora_sort_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(string_agg(
      CASE WHEN t.m[1] ~ '^[0-9]' AND length(t.m[1]) < 20 THEN lpad(t.m[1], 20, '0') ELSE t.m[1] END,
      '' ORDER BY t.n), '')
    FROM regexp_matches(lower(public.honora_unaccent($1)), '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS t(m, n)
  $$;

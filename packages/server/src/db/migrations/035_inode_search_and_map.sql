-- The iNode list's name search (listBusinessINodes `name`: a case-insensitive substring of the nickname, cuid or ac)
-- at 50,000 iNodes: `ilike '%x%'` cannot use a btree, so every search read the whole business (PostgreSQL 129 ms p50).
-- One trigram GIN index over the three fields joined by a newline (which no search term of the list's path holds)
-- answers the three-way substring match in one index scan; three per-column indexes cost the planner more than a
-- sequential scan, so it never used them.
-- pg_trgm is a trusted extension on PostgreSQL 13+ (a database owner may create it) and a bundled one in PGlite
-- (loaded by createPgliteDb).
create extension if not exists pg_trgm;
create index inodes_search_trgm_idx on inodes
  using gin ((coalesce(nickname, '') || E'\n' || cuid || E'\n' || coalesce(ac, '')) gin_trgm_ops);

-- The iNode name search's trigram GIN index (migration 035) was created with the default fastupdate = on: new
-- entries go to the index's unsorted pending list until a vacuum or gin_pending_list_limit flushes it. After a bulk
-- load (a history seed, a fleet import, bindINodes jobs) that list holds thousands of entries that every search must
-- scan linearly, and the planner, which cannot see it, keeps choosing the index: searches then take a multiple of
-- their time until autovacuum catches up, and the plan flips between runs. With fastupdate off each insert updates
-- the index in place (a little more per insert, and iNodes are written rarely) so search plans stay stable. The
-- pending list already there is flushed by the next vacuum; gin_clean_pending_list does it now (PostgreSQL and PGlite).
alter index inodes_search_trgm_idx set (fastupdate = off);
select gin_clean_pending_list('inodes_search_trgm_idx'::regclass);

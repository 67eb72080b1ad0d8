-- Which seed steps ran on this database, and at which version: a step runs once per database, so an owner's
-- renames and deletions are never "repaired" by the next start. `ids` keeps what a step created (the demo
-- accounts' and businesses' ids), so later steps find their data by id, never by a name an owner can change.
create table seed_runs (
  name text primary key,
  version integer not null,
  ran_ts bigint not null,
  ids jsonb not null default '{}'::jsonb
);

-- The export service (issue 15): one row per file an `export` job wrote, found by the id in its signed URL, and
-- the key that signs those URLs. The key lives in the database (not on one instance's disk) so that every instance
-- sharing it verifies any URL; the first instance that needs it inserts it.
create table export_signing_keys (
  id integer primary key check (id = 1),
  secret text not null,
  created_ts bigint not null
);

create table exports (
  id text primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  -- One file per job: a retried run rewrites the same file and row.
  job_id bigint not null unique references jobs (id) on delete cascade,
  kind text not null,
  format text not null check (format in ('xlsx', 'csv')),
  file_name text not null,
  storage_key text not null,
  rows bigint not null default 0,
  sheets integer not null default 1,
  created_ts bigint not null,
  expires_ts bigint not null
);
create index exports_business on exports (business_id);
-- The cleanup job: files past their expiry.
create index exports_expiry on exports (expires_ts);

-- Contact sources of multi-channel campaigns (issue 16, part 3): a named table of typed columns the owner
-- defines (draft until saved, then submitted), filled by file imports or the import API.
create table contact_sources (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  name text not null,
  status text not null default 'draft' check (status in ('draft', 'submitted')),
  -- [{name, dataType, length?, fiilterable, schedulerable}] (the contract's spellings)
  columns jsonb not null default '[]',
  created_ts bigint not null,
  updated_ts bigint not null
);
create index contact_sources_business_idx on contact_sources (business_id, id);

-- One contact of a source: values keyed by column name (numbers and datetimes as numbers, epoch seconds).
-- Readers page by (source_id, id); business_id is the distribution column.
create table contact_source_rows (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  source_id bigint not null references contact_sources (id) on delete cascade,
  data jsonb not null,
  created_ts bigint not null
);
create index contact_source_rows_source_idx on contact_source_rows (source_id, id);

-- A parsed file waiting for its confirm (the preview's upload uuid); dropped on confirm or after a day.
create table contact_source_uploads (
  uuid text primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  source_id bigint not null references contact_sources (id) on delete cascade,
  filename text not null,
  rows jsonb not null,
  created_ts bigint not null
);
create index contact_source_uploads_created_idx on contact_source_uploads (created_ts);

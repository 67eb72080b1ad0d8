-- Uploads and media: one row per signed upload (image or video) and per image in a business's own storage.
-- Images keep their limits from the signed-URL request; the PUT fills size, dimensions and status.
-- Videos live on the video host: their row only lasts from the signed URL to the hand-over.
create table media_files (
  id text primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  kind text not null check (kind in ('image', 'video')),
  filename text not null,
  type text not null,
  ext text not null,
  max_size bigint not null,
  max_width integer,
  max_height integer,
  status text not null default 'pending' check (status in ('pending', 'ready')),
  registered boolean not null default false,
  source text not null default 'upload' check (source in ('upload', 'picture')),
  size bigint,
  width integer,
  height integer,
  created_ts bigint not null,
  updated_ts bigint not null
);
create index media_files_business_idx on media_files (business_id, registered, created_ts desc);

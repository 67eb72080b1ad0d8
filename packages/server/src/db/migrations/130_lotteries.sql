-- Lotteries (issue 17, part 2): a named draw with its page template, prizes and candidates imported from Excel,
-- and the winners drawn on its public page. `generation` is the job that imported the current data: an import
-- writes its rows under its own generation and switches the lottery over once complete (old rows stay readable
-- until then, and a retried job starts its generation again).
create table lotteries (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  app_id bigint,
  name text not null,
  title text not null default '',
  -- {templateType 0-3, stripImage, templateParams {fontColor, colors}}
  config jsonb not null,
  generation bigint not null default 0,
  -- The candidates sheet's header.
  columns jsonb not null default '[]',
  prize_count integer not null default 0,
  candidate_count integer not null default 0,
  created_ts bigint not null,
  updated_ts bigint not null
);
create index lotteries_business_idx on lotteries (business_id, id);

create table lottery_prizes (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  lottery_id bigint not null references lotteries (id) on delete cascade,
  generation bigint not null,
  seq integer not null,
  name text not null,
  quantity integer not null check (quantity >= 1)
);
create index lottery_prizes_lottery_idx on lottery_prizes (lottery_id, generation, seq);

-- One candidate: `seq` is its data row in the sheet (1 = first); fields are the row's texts by header.
create table lottery_candidates (
  lottery_id bigint not null references lotteries (id) on delete cascade,
  generation bigint not null,
  seq integer not null,
  business_id bigint not null,
  name text not null,
  fields jsonb not null,
  primary key (lottery_id, generation, seq)
);

-- A drawn winner. The unique keys make a prize's draw happen once (two draws at once: one insert wins) and keep a
-- candidate from winning twice.
create table lottery_winners (
  prize_id bigint not null references lottery_prizes (id) on delete cascade,
  slot integer not null,
  lottery_id bigint not null references lotteries (id) on delete cascade,
  generation bigint not null,
  business_id bigint not null,
  candidate_seq integer not null,
  name text not null,
  drawn_ts bigint not null,
  primary key (prize_id, slot),
  unique (lottery_id, generation, candidate_seq)
);

-- An uploaded Excel file waiting for its preview and confirm (a day).
create table lottery_uploads (
  uuid text primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  lottery_id bigint not null references lotteries (id) on delete cascade,
  filename text not null,
  -- The file in base64 (text travels the same way on every adapter and realm).
  content text not null,
  sheets jsonb not null,
  created_ts bigint not null
);
create index lottery_uploads_created_idx on lottery_uploads (created_ts);

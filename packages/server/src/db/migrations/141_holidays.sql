-- Holiday pickup settings (issue 17, part 2): per business and day, whether guests may pick up, imported from
-- csv or xlsx (preview with an upload uuid, then confirm).
create table holidays (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  day text not null,
  name text not null,
  pickup boolean not null default false,
  note text not null default '',
  unique (business_id, day)
);

create table holiday_uploads (
  uuid text primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  rows jsonb not null,
  created_ts bigint not null
);

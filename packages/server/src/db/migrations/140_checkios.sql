-- Check-in/out counter apps (issue 17, part 2): a counter with its vendors (subscriber id -> booking id) and
-- suppliers (id -> name, email, report address), its stock, and the records its counters write.
create table checkins (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  app_id text,
  name text not null,
  require_code boolean not null default false,
  code_prefix text not null default '',
  vendors jsonb not null default '{}',
  suppliers jsonb not null default '{}',
  links jsonb not null default '[]',
  change_barcode_on boolean not null default false,
  change_barcode_message text not null default '',
  change_strip_picture_on boolean not null default false,
  checkin_notification jsonb not null default '{}',
  created_ts bigint not null,
  updated_ts bigint not null
);
create index checkins_business_idx on checkins (business_id, id);

-- One item a counter hands out (sku, supplier, quantity on hand and reserved).
create table checkin_stock (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  checkin_id bigint not null references checkins (id) on delete cascade,
  sku text not null,
  name text not null,
  supplier_id text,
  quantity integer not null default 0,
  reserved integer not null default 0
);
create index checkin_stock_checkin_idx on checkin_stock (checkin_id, id);

-- What a counter wrote: a check-in, a pickup or a checkout of an order. Boarding reads check-ins by departure day.
create table checkin_records (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  checkin_id bigint not null references checkins (id) on delete cascade,
  kind text not null check (kind in ('checkin', 'pickup', 'checkout')),
  order_no text not null,
  name text not null default '',
  phone text not null default '',
  code text not null default '',
  supplier_id text,
  vendor_id bigint,
  departure_date text,
  counter text not null default '',
  ts bigint not null
);
create index checkin_records_ts_idx on checkin_records (checkin_id, kind, ts);
create index checkin_records_departure_idx on checkin_records (checkin_id, kind, departure_date);

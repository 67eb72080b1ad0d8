-- The catalogue apps (issue 17, catalog): the v3 mini-page tools opage_categories, opage_products, opage_bookings,
-- opage_payments and opage_vouchers, and WiFi grant apps. business_id is the distribution column of each;
-- app_id is the mini-page key guest pages use.
create table catalog_categories (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  name text not null,
  updated_ts bigint not null
);
create index catalog_categories_business_idx on catalog_categories (business_id, id);

create table catalog_products (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  app_id text not null unique,
  name text not null,
  pictures jsonb not null default '[]',
  -- A removed category leaves its products without one.
  category_id bigint references catalog_categories (id) on delete set null,
  sort_order integer not null default 0,
  checked boolean not null default true,
  updated_ts bigint not null
);
create index catalog_products_business_idx on catalog_products (business_id, sort_order, id);

create table opage_bookings (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  app_id text not null unique,
  name text not null,
  languages jsonb not null default '[]',
  -- Selected product ids in page order; a removed product is taken out by the server.
  products jsonb not null default '[]',
  updated_ts bigint not null
);
create index opage_bookings_business_idx on opage_bookings (business_id, id);

create table payment_configs (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  app_id text not null unique,
  name text not null,
  provider text not null,
  installments jsonb not null default '[]',
  updated_ts bigint not null
);
create index payment_configs_business_idx on payment_configs (business_id, id);

-- A voucher's code is what its QR encodes (through the public redeem page); redeemed_ts is set once, by a
-- conditional update, so two redeems racing each other cannot both win.
create table vouchers (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  app_id text not null unique,
  name text not null,
  code_prefix text not null default '',
  qr_size integer not null default 200 check (qr_size between 50 and 350 and qr_size % 50 = 0),
  code text not null unique,
  redeemed_ts bigint,
  updated_ts bigint not null
);
create index vouchers_business_idx on vouchers (business_id, id);

create table wifi_grants (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  app_id text not null unique,
  name text not null,
  minutes integer not null check (minutes > 0),
  grant_count integer not null default 0,
  created_ts bigint not null
);
create index wifi_grants_business_idx on wifi_grants (business_id, id);

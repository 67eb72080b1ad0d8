-- Booking configs (issue 17, part bookings): one row per booking form of a business. The v2.0 config
-- (form rules, price, payment, formulas, pickup/return methods, notification, coupons ...) lives in `config`.
create table bookings (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  app_id text not null,
  app_key text not null,
  name text not null,
  config jsonb not null default '{}',
  created_ts bigint not null,
  updated_ts bigint not null
);
create index bookings_business_idx on bookings (business_id, id);
create unique index bookings_app_id_idx on bookings (app_id);

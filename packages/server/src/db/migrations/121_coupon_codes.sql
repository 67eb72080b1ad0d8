-- Coupon codes of a booking's coupons (issue 17, part bookings). A code is unique within its booking (the guest
-- types it on the booking page); redeemed_ts 0 means not redeemed (a reset sets it back to 0). job_id is the
-- generation job that made it (a retried job counts what it already made), null for imported codes.
create table coupon_codes (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  booking_id bigint not null references bookings (id) on delete cascade,
  coupon_id text not null,
  code text not null,
  redeemed_ts bigint not null default 0,
  job_id bigint,
  created_ts bigint not null
);
create unique index coupon_codes_booking_code_idx on coupon_codes (booking_id, code);
create index coupon_codes_coupon_idx on coupon_codes (booking_id, coupon_id, id);
create index coupon_codes_job_idx on coupon_codes (job_id) where job_id is not null;

-- An uploaded file of codes waiting for its confirm (the preview's uuid); dropped on confirm or after a day.
create table coupon_code_uploads (
  uuid text primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  booking_id bigint not null references bookings (id) on delete cascade,
  coupon_id text not null,
  codes jsonb not null,
  created_ts bigint not null
);
create index coupon_code_uploads_created_idx on coupon_code_uploads (created_ts);

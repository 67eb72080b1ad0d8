-- Orders of bookings (issue 17, the `orders` part): what a guest booked on a booking's public page and where its
-- payment stands. booking_id is the booking's id (the specification's campaignId); the bookings table is another
-- part's, so no foreign key is declared here.
create table orders (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  booking_id bigint not null,
  merchant_order_no text not null unique,
  status text not null default 'NEW_ORDER' check (status in
    ('NEW_ORDER', 'ORDER_RECEIVED', 'ORDER_COMPLETED', 'PAYMENT_RECEIVED', 'PAYMENT_FAILED', 'ORDER_CANCELED')),
  -- units ordered, days of the stay, the formula's total and what was charged
  amount integer not null check (amount > 0),
  days integer not null check (days >= 0),
  total numeric(14, 2) not null,
  amt numeric(14, 2) not null default 0,
  currency text not null default 'TWD',
  departure_date text not null,
  arrival_date text not null,
  form_create_ts bigint not null,
  form_complete_ts bigint,
  pay_ts bigint,
  coupon_code text,
  coupon_id text,
  coupon_name text,
  -- what the coupon took off the total
  discount numeric(14, 2) not null default 0,
  pickup_method text,
  return_method text,
  guest_name text not null default '',
  guest_email text not null default '',
  guest_phone text not null default '',
  lang text not null default 'en',
  payment_provider text,
  payment_ref text,
  payment_error text,
  -- whether the order's units are counted in booking_stock (so a release happens once)
  holds_stock boolean not null default true,
  -- whether the guest's confirmation went out (sent once)
  confirmed_ts bigint
);
create index orders_business_idx on orders (business_id, form_create_ts desc, id desc);
create index orders_booking_idx on orders (business_id, booking_id, form_create_ts desc, id desc);

-- Units of a booking that orders hold: an order adds its units only while the sum stays within the booking's
-- stock (one conditional update, so two guests cannot both take the last unit).
create table booking_stock (
  booking_id bigint primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  sold integer not null default 0 check (sold >= 0)
);

-- A booking's public page has a short link of its own (the short-link service's links, campaign type booking).
alter table links drop constraint links_campaign_type_check;
alter table links add constraint links_campaign_type_check
  check (campaign_type in ('activity', 'member-card', 'event', 'checkin', 'booking'));

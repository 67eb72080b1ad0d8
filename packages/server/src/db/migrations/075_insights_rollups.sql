-- The performance dashboard (issue 15) reads daily rollups of the guest portal's events, kept by the
-- `insightsRollups` periodic job (modules/insights/insightsRollups.ts), never the raw events.

-- The media channel a guest came through: 'wifi' (the captive portal of an iNode, the session knows the guest's
-- MAC) or 'qrcode' (a scanned link or QR code). Older rows are WiFi when their session had a MAC.
alter table portal_events add column channel text not null default 'qrcode' check (channel in ('wifi', 'qrcode'));
update portal_events e set channel = 'wifi'
  from portal_sessions s where s.id = e.session_id and s.mac is not null;
-- "New client": the first impression of a guest in the business (the rollup job looks back per guest).
create index portal_events_business_guest_idx on portal_events (business_id, guest_id, ts);

-- One row per business, local day (the business's time zone), activity and channel, plus the totals over all
-- activities (activity_id 0) and all channels (channel 'all'), so that every filter of the dashboard reads rows,
-- never sums of sets. Counters add across days; distinct guests do not, so each row also keeps a HyperLogLog
-- sketch (precision 12: 4096 registers, ~1.6% standard error, exact enough for small counts through linear
-- counting) of its guests, stored sparse as register * 32 + rank; the reader merges a range's sketches.
create table insight_daily (
  business_id bigint not null references businesses (id) on delete cascade,
  day date not null,
  activity_id bigint not null,
  channel text not null check (channel in ('all', 'wifi', 'qrcode')),
  impressions integer not null,
  clicks integer not null,
  signins integer not null,
  conversions integer not null,
  bounces integer not null,
  new_guests integer not null,
  return_impressions integer not null,
  -- Sketches of the guests who saw the portal, signed in (registered) and got online (active).
  seen_hll integer[] not null,
  registered_hll integer[] not null,
  active_hll integer[] not null,
  primary key (business_id, activity_id, channel, day)
);

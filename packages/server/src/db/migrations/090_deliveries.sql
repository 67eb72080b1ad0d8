-- The delivery core of direct marketing (issue 16): every e-mail and text message of every campaign kind (edm,
-- sms, air2) is one row of `deliveries`, unique per (run, channel, address), so that a send killed mid-way and
-- taken over by another instance sends each message once.

-- One send of one campaign: a manual send, a test send or one slot of a schedule (`run_key`).
create table delivery_runs (
  id bigserial primary key,
  business_id integer not null,
  kind text not null,
  campaign_id text not null,
  run_key text not null,
  -- {email: {subject, html, text}, sms: {text}} with {{var}} placeholders
  channels jsonb not null,
  audience jsonb not null,
  tracker_base text,
  short_urls boolean not null default false,
  lang text not null default 'en',
  -- queued -> resolving -> sending -> done (or cancelled)
  state text not null default 'queued',
  total integer not null default 0,
  job_id bigint,
  created_ts bigint not null,
  finished_ts bigint,
  unique (kind, campaign_id, run_key)
);
create index delivery_runs_campaign on delivery_runs (business_id, kind, campaign_id);

create table deliveries (
  id bigserial primary key,
  run_id bigint not null references delivery_runs (id) on delete cascade,
  business_id integer not null,
  kind text not null,
  campaign_id text not null,
  channel text not null,
  -- an e-mail address (lower case) or a phone number (digits and a leading +)
  address text not null,
  name text,
  vars jsonb not null default '{}',
  -- pending -> sending -> sent | failed; skipped for a suppressed address
  status text not null default 'pending',
  attempts integer not null default 0,
  claimed_ts bigint,
  sent_ts bigint,
  error text,
  unique (run_id, channel, address)
);
create index deliveries_claim on deliveries (run_id, status, id);
create index deliveries_campaign on deliveries (business_id, kind, campaign_id, sent_ts);

-- What recipients did with a message: open, click (with its url), unsubscribe.
create table delivery_events (
  id bigserial primary key,
  delivery_id bigint not null references deliveries (id) on delete cascade,
  business_id integer not null,
  kind text not null,
  campaign_id text not null,
  type text not null,
  url text,
  ts bigint not null
);
create index delivery_events_campaign on delivery_events (business_id, kind, campaign_id, type, ts);
create index delivery_events_delivery on delivery_events (delivery_id, type);

-- Addresses never sent to again by a business: unsubscribed, or a permanent failure.
create table delivery_suppressions (
  business_id integer not null,
  channel text not null,
  address text not null,
  reason text not null,
  ts bigint not null,
  primary key (business_id, channel, address)
);

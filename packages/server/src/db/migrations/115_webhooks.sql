-- Webhooks (issue 16): one per business. verified_* is the copy that passed the last verification; events are
-- delivered only while it matches url, validator and secret. Removal deletes the row (all five fields cleared).
create table webhooks (
  id bigserial primary key,
  business_id bigint not null unique references businesses (id) on delete cascade,
  url text,
  validator text,
  secret text,
  email text,
  verified_url text,
  verified_validator text,
  verified_secret text,
  updated_ts bigint not null
);

-- The delivery log: one row per event and webhook, updated by each attempt of its queue job. The event id is sent
-- as X-Portico-Delivery and stays the same on retries, so receivers can drop duplicates.
create table webhook_deliveries (
  id bigserial primary key,
  business_id bigint not null references businesses (id) on delete cascade,
  webhook_id bigint,
  event_id uuid not null unique,
  type text not null,
  payload jsonb not null,
  url text not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  response_status integer,
  error text,
  created_ts bigint not null,
  delivered_ts bigint
);
create index webhook_deliveries_by_business_idx on webhook_deliveries (business_id, id desc);

-- Channels dashboard (issue 15). Domain search and top domains read one business's DNS queries of a time range:
-- (business_id, ts) first bounds the range, the domain beside it lets the substring match run on the index
-- without the heap (named for the query).
create index telemetry_dns_domain_search_idx on telemetry_dns (business_id, ts, domain);
-- The wifi log summary and the dump read one business's wifi client events of a range.
create index telemetry_wifi_clients_by_business_ts_idx on telemetry_wifi_clients (business_id, ts);

-- The green dashboard of a business: the owner's own page (http(s)), else the built-in public board at
-- /green/{token}. The token is unguessable and rotated by the owner; the board is read-only.
create table green_dashboards (
  business_id bigint primary key references businesses (id) on delete cascade,
  url text,
  token text not null unique,
  updated_ts bigint not null
);

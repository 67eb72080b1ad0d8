-- Raw device telemetry, time-partitioned by day on `ts` (epoch seconds). Partitions are created ahead and dropped
-- past the retention by the `telemetryPartitions` periodic job (modules/ingest/telemetryPartitions.ts); the default
-- partition catches rows of days without one (history far back) until the job moves them into their day. Every
-- table carries business_id first in its indexes: the distribution column on Citus. No foreign keys: an unbound
-- device's rows stay until retention drops their day (a new binding is a new inode_id and sees none of them).

create table telemetry_statistics (
  business_id bigint not null,
  inode_id bigint not null,
  ts bigint not null,
  total_tx bigint not null,
  total_rx bigint not null,
  w24_tx bigint not null,
  w24_rx bigint not null,
  w5_tx bigint not null,
  w5_rx bigint not null,
  living_sta integer not null
) partition by range (ts);
-- getINodeStatistics (latest) and the statistics history (a time range of one device).
create index telemetry_statistics_by_inode_ts_idx on telemetry_statistics (business_id, inode_id, ts);

create table telemetry_ap_reports (
  business_id bigint not null,
  inode_id bigint not null,
  ts bigint not null,
  report jsonb not null
) partition by range (ts);
-- getINodeMonitoring (latest), getINodeApStatistics and getINodeClientsUsage (a period of one device).
create index telemetry_ap_reports_by_inode_ts_idx on telemetry_ap_reports (business_id, inode_id, ts);

create table telemetry_dns (
  business_id bigint not null,
  inode_id bigint not null,
  ts bigint not null,
  client_mac text not null,
  client_ip text not null,
  domain text not null,
  type text not null,
  result text not null,
  answer text
) partition by range (ts);
-- listINodeDnsLogs: one device's window, newest first.
create index telemetry_dns_by_inode_ts_idx on telemetry_dns (business_id, inode_id, ts desc);

create table telemetry_wifi_clients (
  business_id bigint not null,
  inode_id bigint not null,
  ts bigint not null,
  radio text not null,
  mac text not null,
  ssid text not null,
  interface text not null,
  event text not null,
  signal integer not null,
  tx_rate integer not null,
  rx_rate integer not null
) partition by range (ts);
-- listINodeWifiClientLogs: one device's radio and window, newest first.
create index telemetry_wifi_clients_by_inode_radio_ts_idx on telemetry_wifi_clients (business_id, inode_id, radio, ts desc);

create table telemetry_dhcp (
  business_id bigint not null,
  inode_id bigint not null,
  ts bigint not null,
  seq integer not null,
  event text not null,
  mac text not null,
  ip text not null,
  hostname text not null
) partition by range (ts);
-- listINodeDhcpLogs: one device's window, newest first.
create index telemetry_dhcp_by_inode_ts_idx on telemetry_dhcp (business_id, inode_id, ts desc);

create table telemetry_site_surveys (
  business_id bigint not null,
  inode_id bigint not null,
  ts bigint not null,
  radio_5g boolean not null,
  entries jsonb not null
) partition by range (ts);
-- getINodeSiteSurvey: the latest scan of one radio.
create index telemetry_site_surveys_by_inode_radio_ts_idx on telemetry_site_surveys (business_id, inode_id, radio_5g, ts desc);

create table guest_session_events (
  business_id bigint not null,
  inode_id bigint not null,
  ts bigint not null,
  event text not null check (event in ('auth', 'grant', 'end')),
  mac text not null,
  ip text,
  ssid text,
  tx_bytes bigint not null default 0,
  rx_bytes bigint not null default 0
) partition by range (ts);
-- The rollup job reads a time range of every business; reports read one business's range.
create index guest_session_events_by_business_ts_idx on guest_session_events (business_id, ts);

create table telemetry_statistics_default partition of telemetry_statistics default;
create table telemetry_ap_reports_default partition of telemetry_ap_reports default;
create table telemetry_dns_default partition of telemetry_dns default;
create table telemetry_wifi_clients_default partition of telemetry_wifi_clients default;
create table telemetry_dhcp_default partition of telemetry_dhcp default;
create table telemetry_site_surveys_default partition of telemetry_site_surveys default;
create table guest_session_events_default partition of guest_session_events default;

-- Hourly and daily rollups kept up to date by the `telemetryRollups` periodic job: the last counters of each
-- bucket (a chart derives rates from successive points) and the peak of stations; guest sessions counted with
-- their bytes. Dashboards and the statistics history read these instead of raw rows.
create table statistics_rollups (
  business_id bigint not null,
  inode_id bigint not null,
  resolution text not null check (resolution in ('hour', 'day')),
  bucket_ts bigint not null,
  ts bigint not null,
  total_tx bigint not null,
  total_rx bigint not null,
  w24_tx bigint not null,
  w24_rx bigint not null,
  w5_tx bigint not null,
  w5_rx bigint not null,
  living_sta_max integer not null,
  samples integer not null,
  primary key (business_id, inode_id, resolution, bucket_ts)
);

create table guest_session_rollups (
  business_id bigint not null,
  inode_id bigint not null,
  resolution text not null check (resolution in ('hour', 'day')),
  bucket_ts bigint not null,
  auths integer not null,
  grants integer not null,
  ends integer not null,
  guests integer not null,
  tx_bytes bigint not null,
  rx_bytes bigint not null,
  primary key (business_id, inode_id, resolution, bucket_ts)
);
-- Business-wide guest dashboards: one business's buckets of one resolution over a time range.
create index guest_session_rollups_by_business_bucket_idx on guest_session_rollups (business_id, resolution, bucket_ts);

-- How far each rollup has been computed (the job recomputes from the bucket holding this time on).
create table rollup_watermarks (
  name text primary key,
  done_ts bigint not null
);

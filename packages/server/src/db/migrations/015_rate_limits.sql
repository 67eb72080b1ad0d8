-- Attempt counters for rate limits (sign-in, device claiming ...). Kept in the database so that every server
-- instance on one PostgreSQL counts the same attempts. One row per limited key and fixed window.
create table rate_limits (
  key text not null,
  window_start bigint not null,
  hits integer not null default 0,
  primary key (key, window_start)
);
create index rate_limits_window_idx on rate_limits (window_start);

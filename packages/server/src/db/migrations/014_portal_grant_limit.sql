-- Usage control in the guest portal: a guest may get an activity's grant `grantTimes` times per
-- `activityFreeDuration` seconds. A session that finds the guest over that limit keeps the time access is
-- possible again, so every later call of the session answers the same.
alter table portal_sessions add column limited_until bigint;
create index activity_grants_visitor_idx on activity_grants (activity_id, visitor_id, granted_ts);

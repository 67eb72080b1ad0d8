-- Finished device commands (upgrades, debug commands, visitor revocations in state done or failed) are pruned by the
-- hourly retention job after PORTICO_COMMAND_RETENTION_DAYS (default 30; dropExpired in telemetryPartitions.ts).
-- The delete reads only finished rows by age; open commands keep their own partial index (migration 021).
create index device_commands_finished_idx on device_commands (updated_ts) where state in ('done', 'failed');

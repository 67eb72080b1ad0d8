-- Devices, part 2: per-device network configuration, and devices discovered before any business claims them.

-- The device's own network configuration (`PUT /v3/inodes/{cuid}/network-config`), stored after the device-save
-- stripping rules; null until first saved (the GET then answers the group's configuration).
alter table inodes add column network_config jsonb, add column network_config_ts bigint;

-- A device seen by the simulator (or a factory) that no business has on its network yet: bindable by its ac.
alter table discovered_inodes alter column business_id drop not null;

-- A group or batch firmware upgrade runs as an `upgradeINodes` job (modules/devices/upgradeINodesJob.ts): one row per
-- device of the job, written when the job started (or could not start) its upgrade, so a retried run resumes with the
-- devices it has not reached yet and never starts one twice; its state follows the device's upgrade reports
-- (inode_upgrades). listUpgradeJobDevices reads a job's rows, failures first.
create table upgrade_job_devices (
  business_id bigint not null references businesses (id) on delete cascade,
  job_id bigint not null references jobs (id) on delete cascade,
  inode_id bigint not null references inodes (id) on delete cascade,
  cuid text not null,
  nickname text,
  upgrade_id bigint references inode_upgrades (id) on delete set null,
  state text not null check (state in ('upgrading', 'success', 'failed')),
  error_code text,
  updated_ts bigint not null,
  primary key (business_id, job_id, inode_id)
);
-- The job's poll: its devices still upgrading.
create index upgrade_job_devices_upgrading_idx on upgrade_job_devices (business_id, job_id) where state = 'upgrading';

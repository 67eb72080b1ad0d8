-- Which server instance runs a job: the key of the instance's advisory lock (held by its cluster connection while it
-- lives). A running job whose runner no longer holds its lock belonged to an instance that died (SIGKILL, crash,
-- lost host): another instance fails it back to pg-boss at once for a retry, instead of after its expiry.
alter table jobs add column runner bigint;
-- The orphan sweep: running jobs only.
create index jobs_running_runner on jobs (runner) where state = 'running';

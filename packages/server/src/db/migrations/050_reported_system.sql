-- The system facts a device last reported in its heartbeat (CPU, memory, load, temperature): the owner's system
-- info answers them instead of computing them when read (issue 14).
alter table inodes add column system_report jsonb;

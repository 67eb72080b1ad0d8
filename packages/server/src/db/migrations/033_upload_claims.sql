-- A signed upload URL is single use: its PUT claims the pending row ('uploading') in one statement, so two PUTs
-- of the same URL at once (on one instance or two) cannot both store a file; a failed PUT gives the claim back,
-- and one whose instance died is claimable again after two minutes.
alter table media_files drop constraint media_files_status_check;
alter table media_files add constraint media_files_status_check check (status in ('pending', 'uploading', 'ready'));

-- The system facts a device last reported in its heartbeat (CPU, memory, load, temperature): the owner's system
-- info answers them instead of computing them when read (issue 14).
alter table inodes add column system_report jsonb;

-- The last tenant tables keyed only by inode_id get the business_id every tenant table carries (so that they can be
-- distributed by it on Citus, co-located with inodes), backfilled from their iNode. Until every writer supplies it,
-- a trigger fills it from the iNode on insert.
alter table inode_visitors add column business_id bigint;
alter table inode_dhcp_leases add column business_id bigint;
alter table inode_access_points add column business_id bigint;
update inode_visitors t set business_id = i.business_id from inodes i where i.id = t.inode_id;
update inode_dhcp_leases t set business_id = i.business_id from inodes i where i.id = t.inode_id;
update inode_access_points t set business_id = i.business_id from inodes i where i.id = t.inode_id;
alter table inode_visitors alter column business_id set not null;
alter table inode_dhcp_leases alter column business_id set not null;
alter table inode_access_points alter column business_id set not null;

create function fill_business_id_from_inode() returns trigger language plpgsql as $$
begin
  if new.business_id is null then
    select business_id into new.business_id from inodes where id = new.inode_id;
  end if;
  return new;
end $$;
create trigger inode_visitors_business_id before insert on inode_visitors
  for each row execute function fill_business_id_from_inode();
create trigger inode_dhcp_leases_business_id before insert on inode_dhcp_leases
  for each row execute function fill_business_id_from_inode();
create trigger inode_access_points_business_id before insert on inode_access_points
  for each row execute function fill_business_id_from_inode();

-- A device's visitors, leases by ip and access points, within its business.
create index inode_visitors_by_inode_idx on inode_visitors (business_id, inode_id);
create index inode_dhcp_leases_by_inode_ip_idx on inode_dhcp_leases (business_id, inode_id, ip);
create index inode_access_points_by_inode_idx on inode_access_points (business_id, inode_id);

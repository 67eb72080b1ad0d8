-- The VLAN entries of each WAN of an iNode group's model ('tabs of VLAN per WAN' of the group edit dialog), keyed
-- by WAN interface name. Kept beside `detail` because a group save strips the WAN from the network configuration.
alter table inode_groups add column wan_vlans jsonb not null default '{}';

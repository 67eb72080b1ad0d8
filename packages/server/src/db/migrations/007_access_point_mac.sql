-- Finds an access point by MAC (GET /v3/businesses/{businessId}/access-points/{apmc}) without probing every iNode.
create index inode_access_points_mac_idx on inode_access_points (mac);

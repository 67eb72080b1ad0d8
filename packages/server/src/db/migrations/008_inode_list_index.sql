-- The iNode list (listBusinessINodes) pages a business's iNodes `order by nickname nulls last, cuid`: with this index
-- a page reads its rows in order instead of sorting the whole business (50,000 iNodes: first page 262 ms -> 0.5 ms).
create index inodes_business_nickname_cuid_idx on inodes (business_id, nickname nulls last, cuid);

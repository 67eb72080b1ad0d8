-- Secrets every server instance must agree on (keys that sign short-lived tokens), made once by whichever
-- instance needs one first. Before this they lived in process memory, so a token signed by one instance was
-- refused by another behind the same load balancer.
create table shared_secrets (
  name text primary key,
  secret text not null,
  created_ts bigint not null
);

-- Issue 13: a business never has two configuration groups of the same name (the first-run wizards made a
-- second 'My First Setting'). Existing twins keep their data and get ' (2)', ' (3)' ... in creation order,
-- then a unique index backs the routes' own check against a race.
update config_groups c
   set name = c.name || ' (' || d.n || ')'
  from (
    select id, row_number() over (partition by business_id, lower(btrim(name)) order by id) as n
      from config_groups
  ) d
 where c.id = d.id and d.n > 1;

create unique index config_groups_business_name_key on config_groups (business_id, lower(btrim(name)));

-- The device map's clusters (listINodeClusters) group a view's iNodes on a Web Mercator grid. The projection
-- (ln and tan per row) was most of a 50,000-iNode view's cost on PGlite (170-250 ms): keep each placed iNode's
-- position in Mercator units (0..1 of the world's width, latitude clamped as leaflet does) with the row, so a view
-- only multiplies and floors. iNodes never placed (no latitude) are projected from their business at read time.
alter table inodes
  add column merc_x double precision generated always as ((longitude + 180) / 360) stored,
  add column merc_y double precision generated always as (
    0.5 - ln(tan(pi() / 4 + radians(greatest(-85.05112878, least(85.05112878, latitude))) / 2)) / (2 * pi())
  ) stored;

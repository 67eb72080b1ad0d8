import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";

/** A map view: west, south, east, north in degrees (west > east crosses the antimeridian) and a zoom level. */
export interface ClusterView {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** One grid cell of the view holding two devices or more. */
export interface INodeCluster {
  latitude: number;
  longitude: number;
  count: number;
  online: number;
  offline: number;
  /** West, south, east, north of the cluster's devices: the map zooms to it on a click. */
  bbox: [number, number, number, number];
}

/** A cell's side in screen pixels: about the radius the browser's supercluster used (60). */
export const CELL_PX = 60;
/** At most this many cells across a view; a larger bbox for its zoom is answered at a coarser zoom. */
const MAX_CELLS = 4096;
const MAX_LAT = 85.05112878;

/** Parses `bbox=west,south,east,north`; 400 when it is not four numbers in range with south <= north. */
export function parseView(bbox: string, zoom: number): ClusterView {
  const parts = bbox.split(",").map((p) => (p.trim() === "" ? Number.NaN : Number(p)));
  const [west, south, east, north] = parts as [number, number, number, number];
  const ok =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180 &&
    Math.abs(south) <= 90 &&
    Math.abs(north) <= 90 &&
    south <= north;
  if (!ok) throw new HttpError(400, "INVALID_BBOX", "bbox must be west,south,east,north in degrees, south <= north");
  return { west, south, east, north, zoom };
}

// Web Mercator, as leaflet projects: x and y in 0..1 of the world's width.
const mercX = (lng: number) => (lng + 180) / 360;
const mercY = (lat: number) => {
  const r = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + r / 2)) / (2 * Math.PI);
};

/** Cells across the world at a zoom: the world is 256 * 2^zoom pixels wide, a cell {@link CELL_PX}. */
const cellsAt = (zoom: number) => (256 * 2 ** zoom) / CELL_PX;

/** The zoom the grid is cut at: the view's own, lowered until the view holds at most {@link MAX_CELLS} cells. */
export function gridZoom(v: ClusterView): number {
  const width = v.west <= v.east ? mercX(v.east) - mercX(v.west) : 1 - (mercX(v.west) - mercX(v.east));
  const height = mercY(v.south) - mercY(v.north);
  let z = v.zoom;
  while (z > 0 && Math.ceil(width * cellsAt(z) + 1) * Math.ceil(height * cellsAt(z) + 1) > MAX_CELLS) z--;
  return z;
}

type Row = {
  n: number;
  online: number;
  lat: number;
  lng: number;
  s: number;
  w: number;
  nn: number;
  e: number;
  cuid: string | null;
  nickname: string | null;
  address: string | null;
  group_id: number | null;
  business_id: number | null;
};

/** Mercator y of a latitude in SQL, as migration 036's `merc_y` (for iNodes at their business's location). */
const MERC_Y = (lat: string) =>
  `(0.5 - ln(tan(pi() / 4 + radians(greatest(-${MAX_LAT}, least(${MAX_LAT}, ${lat}))) / 2)) / (2 * pi()))`;

/**
 * The devices of one business (or of all, `businessId` null) inside a view, aggregated in SQL on a Web Mercator
 * grid of {@link CELL_PX}-pixel cells at the view's zoom: a cell of one device comes back as that device, a cell
 * of more as a cluster at its devices' mean position with online and offline counts. One grouped scan of the
 * view's rows over their stored Mercator position (migration 036), then the details of the one-device cells only;
 * no state kept between calls. Devices never placed sit at their business's location.
 */
export async function listINodeClusters(db: Queryable, businessId: number | null, v: ClusterView) {
  const params: unknown[] = [v.south, v.north, v.west, v.east, cellsAt(gridZoom(v))];
  const lng = "coalesce(i.longitude, b.longitude)";
  const lat = "coalesce(i.latitude, b.latitude)";
  const where = [
    `${lat} between $1 and $2`,
    v.west <= v.east ? `${lng} between $3 and $4` : `(${lng} >= $3 or ${lng} <= $4)`,
  ];
  if (businessId !== null) {
    params.push(businessId);
    where.push(`i.business_id = $${params.length}`);
  }
  const rows = await db.query<Row & Record<string, unknown>>(
    `with cells as (
       select count(*)::int as n, count(*) filter (where i.online)::int as online, min(i.id) as id,
         avg(${lat}) as lat, avg(${lng}) as lng, min(${lat}) as s, max(${lat}) as nn, min(${lng}) as w, max(${lng}) as e
       from inodes i join businesses b on b.id = i.business_id
       where ${where.join(" and ")}
       group by floor(coalesce(i.merc_x, (b.longitude + 180) / 360) * $5::float8),
         floor(coalesce(i.merc_y, ${MERC_Y("b.latitude")}) * $5::float8)
     )
     select c.n, c.online, c.lat, c.lng, c.s, c.nn, c.w, c.e, d.cuid, d.nickname, d.address,
       coalesce(d.group_id, -1) as group_id, d.business_id
     from cells c left join inodes d on c.n = 1 and d.id = c.id`,
    params,
  );
  const clusters: INodeCluster[] = [];
  const devices = [];
  for (const r of rows) {
    if (r.n === 1) {
      devices.push({
        cuid: r.cuid ?? "",
        nickname: r.nickname,
        online: r.online === 1,
        latitude: Number(r.lat),
        longitude: Number(r.lng),
        address: r.address,
        groupId: Number(r.group_id),
        businessId: Number(r.business_id),
      });
      continue;
    }
    clusters.push({
      latitude: Number(r.lat),
      longitude: Number(r.lng),
      count: r.n,
      online: r.online,
      offline: r.n - r.online,
      bbox: [Number(r.w), Number(r.s), Number(r.e), Number(r.nn)],
    });
  }
  // A stable order, so that an unchanged view answers the same body.
  clusters.sort((a, b) => b.count - a.count || a.latitude - b.latitude || a.longitude - b.longitude);
  devices.sort((a, b) => (a.cuid < b.cuid ? -1 : 1));
  return { clusters, devices };
}

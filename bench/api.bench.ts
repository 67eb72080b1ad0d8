// List and location API latency (p50, p99) with API_INODES (default 5,000; the issue: 50,000) iNodes seeded in
// the demo café (PORTICO_SEED_SCALE), the server in its own process, on PGlite and (BENCH_PG_URL) PostgreSQL. Requests are
// sequential, after a warm-up, over one keep-alive connection; the baseline is the unauthenticated
// GET /v3/services/ping in the same run, so the ratios show what the query and its JSON cost. The list's last page is
// measured both ways: by offset (`startIndex`, the contract's first form, still served) and by key (`after`, migration
// 035's trigram index serves the name searches), and the map's view of clusters against the whole location download.
import type { Bench, BenchCase } from "./run";
import { type BenchDb, benchDbs, type ServerProcess, startServerProcess } from "./serverProcess";

const INODES = Number(process.env.API_INODES) || 5_000;
const ROUNDS = Number(process.env.API_ROUNDS) || 60;
const CAFE = 1;
// DeviceMap's first view of the café (1280 x 900 px at zoom 9 around Taipei, padded by a quarter) and a street.
const TAIPEI_VIEW = "120.536,24.428,122.595,25.636";
const STREET_VIEW = "121.549,25.024,121.582,25.043";

function apiBench(db: BenchDb): Bench {
  let srv: ServerProcess;
  let total = 0;
  let fleet = 0;
  let lastCursor = "";
  const get = (path: () => string) => async () => {
    const res = await fetch(`${srv.url}${path()}`, { headers: { authorization: `Bearer ${srv.token}` } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path()}: ${res.status} ${body.slice(0, 200)}`);
  };
  const biz = `/v3/businesses/${CAFE}`;
  const c = (name: string, path: () => string): BenchCase => ({ name, fn: get(path) });
  return {
    name: `api (${db}, ${INODES} iNodes)`,
    rounds: ROUNDS,
    warmup: 10,
    percentiles: [50, 99],
    async setup() {
      srv = await startServerProcess(db, { scale: INODES });
      const res = await fetch(`${srv.url}${biz}/inodes?limit=1`, { headers: { authorization: `Bearer ${srv.token}` } });
      total = ((await res.json()) as { total: number }).total;
      const groups = await fetch(`${srv.url}${biz}/inode-groups`, {
        headers: { authorization: `Bearer ${srv.token}` },
      });
      fleet = ((await groups.json()) as { id: number; name: string }[]).find((g) => g.name === "Fleet")?.id ?? -1;
      // The cursor after row total-51: its page of 50 is the last page (what a client paging forward holds there).
      const before = await fetch(`${srv.url}${biz}/inodes?startIndex=${total - 51}&limit=1`, {
        headers: { authorization: `Bearer ${srv.token}` },
      });
      lastCursor = ((await before.json()) as { nextCursor: string }).nextCursor;
    },
    teardown: () => srv.dispose(),
    baseline: c("GET /v3/services/ping", () => "/v3/services/ping"),
    cases: [
      c("list: first page (50)", () => `${biz}/inodes?limit=50`),
      c("list: last page (50) by offset", () => `${biz}/inodes?startIndex=${total - 50}&limit=50`),
      c("list: last page (50) by cursor", () => `${biz}/inodes?after=${lastCursor}&limit=50`),
      c("list: name search 'Fleet 4242'", () => `${biz}/inodes?name=Fleet%204242&limit=50`),
      c("list: name search 'fleet 42' (1,111 match)", () => `${biz}/inodes?name=fleet%2042&limit=50`),
      c("list: name search by ac 'A1B2'", () => `${biz}/inodes?name=A1B2&limit=50`),
      c("list: offline (50)", () => `${biz}/inodes?status=offline&limit=50`),
      c("list: 'Fleet' group, page 2 (50)", () => `${biz}/inodes?groupId=${fleet}&startIndex=50&limit=50`),
      c("inode groups (with their cuids)", () => `${biz}/inode-groups`),
      c("locations: first page (1000)", () => `${biz}/device-locations?start=0&offset=1000`),
      c("locations: last page (1000)", () => `${biz}/device-locations?start=${total - 1000}&offset=1000`),
      c("locations: count", () => `${biz}/device-locations/count`),
      c("map: clusters of the default view (zoom 9)", () => `${biz}/inodes/clusters?bbox=${TAIPEI_VIEW}&zoom=9`),
      c("map: clusters, street level (zoom 16)", () => `${biz}/inodes/clusters?bbox=${STREET_VIEW}&zoom=16`),
    ],
    async report() {
      return [`${total} iNodes in business ${CAFE}; sequential requests on one keep-alive connection`];
    },
  };
}

export default benchDbs().map(apiBench);

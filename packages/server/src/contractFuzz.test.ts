import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContractRoute, contractOperations } from "./contract";
import { queueCommand } from "./modules/ingest/deviceCommands";
import { lotteryWorkbook, sampleCandidates } from "./modules/lotteries/lotteryWorkbook";
import { demoOwner, type Harness, startHarness } from "./testkit/harness";
import {
  EVIL_NUMBERS,
  evilArb,
  type FuzzHints,
  INVALID_JSON,
  RawJson,
  toJsonText,
  validArb,
} from "./testkit/schemaArbitraries";

// Every write operation of the contract gets malformed values of each type; no answer may be a 5xx.
// A fixed seed and a modest number of runs keep it deterministic and well under a minute.
const SEED = 20261126;
const RUNS_PER_OPERATION = 20;
// Reads whose query strings carry more than paging: a map view (bbox, zoom), a keyset cursor or a report range.
const FUZZED_READS = new Set([
  // apps: lotteries - a page of candidates.
  "getLotteryData",
  "listBusinessINodes",
  "listINodeClusters",
  "listAllINodeClusters",
  // Report ranges in epoch seconds (visitors, behaviour).
  "getVisitorsDashboard",
  "getBusinessBehaviorReports",
  "getActivityBehaviorReports",
  "getINodeBehaviorReports",
  "searchDomains",
  "getChannelsOverview",
  // air2: the filter preview's limit (the statistics' ranges are checked in modules/air2's route test).
  "previewAir2CampaignFilter",
  // apps: checkios - the counter status in unix seconds, the record search
  "getCheckinCounterStatus",
  "searchCheckinRecords",
]);

// biome-ignore lint/suspicious/noExplicitAny: schemas of the bundled contract are read loosely.
type Schema = any;

/** Path and query values no route should choke on (percent-encoded as they travel). */
const EVIL_URL_VALUES = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%ED%B0%80",
  "%FF",
  "%C0%80",
  "%",
  ...EVIL_NUMBERS.map(encodeURIComponent),
  "Infinity",
  "NaN",
  "0x10",
  "1_000",
  "%20",
  "..%2F..",
  "a".repeat(2000),
];

interface FuzzRequest {
  path: string;
  query: string;
  body: string | undefined;
}

// Real ids of the demo owner's resources, per path parameter name, plus ids that exist nowhere.
async function realIds(h: Harness, businessIds: number[]): Promise<Record<string, (string | number)[]>> {
  const q = async (sql: string) =>
    (await h.server.ctx.db.query<{ v: string | number }>(sql, [businessIds])).map((r) => r.v);
  return {
    businessId: businessIds,
    appId: [
      ...(await q("select app_id as v from projects where business_id = any($1) limit 2")),
      ...(await q("select id as v from auth_apps where business_id = any($1) limit 2")),
    ],
    configGroupId: await q("select id as v from config_groups where business_id = any($1) limit 2"),
    networkConfigId: await q("select id as v from network_configs where business_id = any($1) limit 2"),
    planId: await q("select id as v from floor_plans where business_id = any($1) limit 2"),
    activityId: await q("select id as v from activities where business_id = any($1) limit 3"),
    linkId: await q("select id as v from links where business_id = any($1) limit 2"),
    groupId: await q("select id as v from inode_groups where business_id = any($1) limit 2"),
    cuid: await q("select cuid as v from inodes where business_id = any($1) limit 3"),
    code: await q("select code as v from links where business_id = any($1) limit 2"),
    fileId: await q("select id as v from media_files where business_id = any($1) limit 2"),
    jobId: await q("select id as v from jobs where business_id = any($1) limit 2"),
    commandId: await q("select id as v from device_commands where business_id = any($1) limit 2"),
    sourceId: await q("select id as v from contact_sources where business_id = any($1) order by id limit 2"),
    // catalog (issue 17)
    categoryId: await q("select id as v from catalog_categories where business_id = any($1) order by id limit 2"),
    productId: await q("select id as v from catalog_products where business_id = any($1) order by id limit 2"),
    opBookingId: await q("select id as v from opage_bookings where business_id = any($1) order by id limit 2"),
    paymentId: await q("select id as v from payment_configs where business_id = any($1) order by id limit 2"),
    voucherId: await q("select id as v from vouchers where business_id = any($1) order by id limit 2"),
    grantId: await q("select id as v from wifi_grants where business_id = any($1) order by id limit 2"),
    // edm and air2 both name their path parameter campaignId: real ids of both.
    campaignId: [
      ...(await q("select id as v from edm_campaigns where business_id = any($1) limit 2")),
      ...(await q("select id as v from air2_campaigns where business_id = any($1) order by id limit 2")),
    ],
    templateId: await q("select id as v from edm_templates where business_id = any($1) limit 2"),
    projectId: await q("select id as v from air2_projects where business_id = any($1) order by id limit 2"),
    channelId: await q(
      "select h.id as v from air2_channels h join air2_campaigns c on c.id = h.campaign_id where c.business_id = any($1) limit 2",
    ),
    // apps: lotteries
    lotteryId: await q("select id as v from lotteries where business_id = any($1) order by id limit 2"),
    uuid: await q("select uuid as v from lottery_uploads where business_id = any($1) limit 2"),
    // apps: bookings
    bookingId: await q("select id as v from bookings where business_id = any($1) order by id limit 2"),
    couponId: await q("select distinct coupon_id as v from coupon_codes where business_id = any($1) limit 2"),
    codeId: await q("select id as v from coupon_codes where business_id = any($1) order by id limit 2"),
    subscriberId: await q(
      "select distinct a.subscriber_id as v from subscriber_acl a where a.business_id = any($1) limit 2",
    ),
    // apps: checkios (the demo café's counter)
    checkinId: await q("select id as v from checkins where business_id = any($1) order by id limit 2"),
  };
}

function requestArb(route: ContractRoute, hints: FuzzHints, ids: Record<string, (string | number)[]>) {
  const schema = route.schema as { params?: Schema; querystring?: Schema; body?: Schema };
  const pathNames = Object.keys(schema.params?.properties ?? {});
  const pathArb = fc.record(
    Object.fromEntries(
      pathNames.map((name) => {
        const p = schema.params.properties[name];
        const real = (ids[name] ?? []).map(String);
        const plausible = validArb(p, hints, name).map((v) => encodeURIComponent(String(v)));
        return [
          name,
          fc.oneof(
            { arbitrary: real.length ? fc.constantFrom(...real) : plausible, weight: 5 },
            { arbitrary: fc.constantFrom("999999999", "0", "1"), weight: 1 },
            { arbitrary: fc.constantFrom(...EVIL_URL_VALUES), weight: 2 },
          ),
        ] as const;
      }),
    ),
  );
  const queryProps: Record<string, Schema> = schema.querystring?.properties ?? {};
  const queryArb = fc.array(
    fc.constantFrom(...(Object.keys(queryProps).length ? Object.keys(queryProps) : ["x"])).chain((name) =>
      fc
        .oneof(
          validArb(queryProps[name] ?? {}, hints, name).map((v) => encodeURIComponent(String(v))),
          fc.constantFrom(...EVIL_URL_VALUES),
        )
        .map((v) => `${encodeURIComponent(name)}=${v}`),
    ),
    { maxLength: 3 },
  );
  const bodyArb: fc.Arbitrary<string | undefined> = schema.body
    ? fc.oneof(
        { arbitrary: validArb(schema.body, hints).map(toJsonText), weight: 1 },
        { arbitrary: evilArb(schema.body, hints).map(toJsonText), weight: 5 },
        { arbitrary: fc.constantFrom(...INVALID_JSON), weight: 1 },
      )
    : fc.oneof(fc.constant(undefined), fc.constantFrom(...INVALID_JSON, '{"a":"\\ud800"}', "[1e400]"));
  return fc.record({ pathValues: pathArb, query: queryArb, body: bodyArb }).map(
    ({ pathValues, query, body }): FuzzRequest => ({
      path: route.path.replace(/\{(\w+)\}/g, (_m, n: string) => pathValues[n] ?? "1"),
      query: query.length ? `?${query.join("&")}` : "",
      body,
    }),
  );
}

describe("contract fuzz: malformed input never gives a 5xx", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness("pglite");
  });
  afterAll(() => h.close());

  it("runs over every write operation (and a few reads) with 0 answers >= 500", { timeout: 240_000 }, async () => {
    const owner = await demoOwner(h);
    let token = owner.token;
    // Jobs parked for an hour, so that cancelBusinessJob meets open ones.
    for (const key of ["fuzz-1", "fuzz-2"])
      await h.server.ctx.jobs.enqueue(
        owner.cafeId,
        "bindINodes",
        { rows: [{ ac: "0A0B0C0D0E0F", modelId: "iN-100" }] },
        {
          idempotencyKey: key,
          startAfterSeconds: 3600,
        },
      );
    // The device-facing operations (tag ingest) are called as a bound demo device, with an open command.
    const device = await h.api("POST", "/v3/device/announce", { body: { ac: "00C0FFEE0001", modelId: "iN-200" } });
    const deviceAuth = device.body.authorization as string;
    const [counter] = await h.server.ctx.db.query<{ id: number }>("select id from inodes where ac = '00C0FFEE0001'");
    await queueCommand(
      h.server.ctx.db,
      { businessId: owner.cafeId, inodeId: counter!.id },
      { type: "debug", command: "uptime" },
      0,
    );
    // A submitted contact source with a row, so that its import and preview routes meet a real one.
    const source = await h.api("POST", `/v3/businesses/${owner.cafeId}/air2-sources`, {
      token,
      body: { name: "Fuzz", columns: [{ name: "email", dataType: "string", length: 40 }] },
    });
    await h.api("PUT", `/v3/air2-sources/${source.body.id}`, {
      token,
      body: { name: "Fuzz", columns: [{ name: "email", dataType: "string", length: 40 }] },
    });
    await h.api("POST", `/v3/air2-sources/${source.body.id}/rows`, { token, body: { rows: [{ email: "f@x.test" }] } });
    // apps: lotteries - an upload of the demo lottery, so that its preview and confirm meet a real uuid.
    const [lottery] = await h.server.ctx.db.query<{ id: number }>(
      "select id from lotteries where business_id = $1 order by id limit 1",
      [owner.cafeId],
    );
    await h.api("POST", `/v3/lotteries/${lottery!.id}/uploads`, {
      token,
      body: {
        filename: "fuzz.xlsx",
        content: (await lotteryWorkbook([["Prize", 1]], sampleCandidates(3))).toString("base64"),
      },
    });
    // An air2 campaign of that source with a channel, so that its settings, channels and sends meet a real one.
    const air2 = await h.api("POST", `/v3/businesses/${owner.cafeId}/air2-projects`, { token, body: { name: "Fuzz" } });
    const air2c = await h.api("POST", `/v3/air2-projects/${air2.body.id}/campaigns`, {
      token,
      body: { type: "broadcast" },
    });
    await h.api("PUT", `/v3/air2-campaigns/${air2c.body.id}/settings/general`, {
      token,
      body: { data: { sourceId: String(source.body.id) } },
    });
    await h.api("PUT", `/v3/air2-campaigns/${air2c.body.id}/channels/bulk`, {
      token,
      body: { channels: [{ type: "sms", content: "Hi {{email}}" }] },
    });
    const ids = await realIds(h, [owner.cafeId, owner.hotelId]);
    const hints: FuzzHints = { ids: [owner.cafeId, owner.hotelId, ...((ids.activityId ?? []) as number[])] };
    // Removals last, so that the other operations still meet the demo data.
    const operations = contractOperations()
      .filter((r) => r.method !== "GET" || FUZZED_READS.has(r.operation.operationId))
      .sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
    const failures: string[] = [];
    let requests = 0;
    const statuses: Record<number, number> = {};
    const started = Date.now();
    for (const [i, route] of operations.entries()) {
      const samples = fc.sample(requestArb(route, hints, ids), { seed: SEED + i, numRuns: RUNS_PER_OPERATION });
      for (const r of samples) {
        const res = await h.server.app.inject({
          method: route.method,
          url: r.path + r.query,
          headers: {
            authorization: route.path.startsWith("/v3/device/") ? deviceAuth : `Bearer ${token}`,
            ...(r.body !== undefined ? { "content-type": "application/json" } : {}),
          },
          ...(r.body !== undefined ? { payload: r.body } : {}),
        });
        requests++;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 500)
          failures.push(
            `${route.operation.operationId} ${route.method} ${r.path}${r.query} ${(r.body ?? "").slice(0, 300)} => ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
      // An operation may have signed the owner out (signOut): sign in again for the next one.
      const me = await h.server.app.inject({ url: "/v3/businesses", headers: { authorization: `Bearer ${token}` } });
      if (me.statusCode === 401) {
        h.advance(3600);
        token = (await demoOwner(h)).token;
      }
    }
    console.log(
      `contract fuzz: ${requests} requests over ${operations.length} operations in ${Date.now() - started} ms, ${failures.length} answers >= 500; statuses ${JSON.stringify(statuses)}`,
    );
    expect(failures).toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
  });
});

// Keeps the raw-number writer honest: 1e400 must reach the server as written, not as null.
describe("toJsonText", () => {
  it("writes raw numbers and escapes lone surrogates", () => {
    expect(toJsonText({ n: new RawJson("1e400"), s: "\ud800" })).toBe('{"n":1e400,"s":"\\ud800"}');
  });
});

import { dayKey } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";

const TZ = "Asia/Taipei";

describe.each(backends)("configuration groups and schedules on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;
  let activityId: number;
  const db = () => h.server.ctx.db;
  const nowTs = () => Math.floor(h.server.ctx.now() / 1000);
  const day = (n: number) => dayKey(new Date(h.server.ctx.now() + n * 86_400_000), TZ);
  const group = async (name: string, configurationId: number | null = null, businessId = bid) =>
    (
      await db().query<{ id: number }>(
        "insert into inode_groups (business_id, name, time_zone, configuration_id, created_ts, updated_ts) values ($1, $2, $3, $4, 0, 0) returning id",
        [businessId, name, TZ, configurationId],
      )
    )[0]!.id;
  const create = async (body: object = { name: "Lobby" }) =>
    h.api("POST", `/v3/businesses/${bid}/config-groups`, { token: owner, body });

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Harbour Bistro" } } })).body
      .id;
    const [act] = await db().query<{ id: number }>(
      "insert into activities (business_id, name, created_ts, updated_ts) values ($1, 'Welcome portal', 0, 0) returning id",
      [bid],
    );
    activityId = act!.id;
  });
  afterAll(() => h?.close());

  it("seeds the café's 'My First Setting' with a schedule that has a future event", async () => {
    const [cafe] = (await h.api("GET", "/v3/businesses", { token: owner })).body;
    const list = await h.api("GET", `/v3/businesses/${cafe.id}/config-groups`, { token: owner });
    expect(list.body.map((g: { name: string }) => g.name)).toEqual(["My First Setting"]);
    expect(list.body[0].scheduleEnabled).toBe(true);
    // The café's iNode groups (seeded by the devices area first) use it.
    const groups = await db().query<{ id: number; name: string }>(
      "select id, name from inode_groups where business_id = $1 order by id",
      [cafe.id],
    );
    expect(list.body[0].inodeGroups).toEqual(groups);
    const cal = await h.api("GET", `/v3/config-groups/${list.body[0].id}/schedule`, { token: owner });
    expect(cal.body.events).toHaveLength(1);
    expect(cal.body.events[0].start > day(0)).toBe(true);
  });

  it("starts from the first-configuration defaults: 2 SSIDs per radio named after the business", async () => {
    const d = await h.api("GET", `/v3/businesses/${bid}/config-groups/first-defaults`, { token: owner });
    expect(d.body.name).toBe("My First Setting");
    const on = (band: string) =>
      d.body.network.wifi[band].ssid.filter((s: { enable: boolean }) => s.enable).map((s: { name: string }) => s.name);
    expect(on("2.4g")).toEqual(["Harbour Bistro WiFi", "Harbour Bistro WiFi-2"]);
    expect(on("5g")).toEqual(["Harbour Bistro WiFi 5G", "Harbour Bistro WiFi-2 5G"]);
    expect(d.body.network.wifi["2.4g"].channel).toBe(0);
    expect(d.body.network.wifi["5g"].channel).toBe(161);
    expect(d.body.network.wifi["2.4g"].ssid[0].rateLimit).toEqual({ enable: true, upload: 1024, download: 2048 });
    expect(d.body.network.lan[0]).toMatchObject({ ipaddr: "172.18.1.1", netmask: "255.255.255.0" });

    const made = await create({ activities: { "1": { activityId } } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: "My First Setting",
      scheduleEnabled: false,
      timeZone: TZ,
      modelId: "iN-200",
    });
    expect(made.body.activities["1"]).toEqual({
      activityId,
      activityName: "Welcome portal",
      ssid: "Harbour Bistro WiFi",
    });
    const desc = await h.api("GET", `/v3/config-groups/${made.body.id}/description`, { token: owner });
    expect(desc.body).toMatchObject({ modelId: "iN-200", wifi: { ssidCount: 8 } });
  });

  it("refuses an invalid netmask with its message and field, and IP and gateway in different subnets", async () => {
    const d = (await h.api("GET", `/v3/businesses/${bid}/config-groups/first-defaults`, { token: owner })).body;
    const lan = [{ ...d.network.lan[0], netmask: "255.0.255.0" }];
    const bad = await create({ name: "Bad", network: { ...d.network, lan } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: "VALIDATION_FAILED",
      description: "Enter a valid netmask such as 255.255.255.0.",
      userMessage: "validation.netmask",
      fields: { "network/lan/0/netmask": "Enter a valid netmask such as 255.255.255.0." },
    });
    const wan = [{ mode: "static", static: { ip: "10.0.0.5", mask: "255.255.255.0", gateway: "10.0.1.1" } }];
    const subnet = await create({ name: "Bad", network: { ...d.network, wan } });
    expect(subnet.status).toBe(400);
    expect(subnet.body.error.fields).toEqual({
      "network/wan/0/static/gateway": "The IP address and the gateway must be in the same subnet.",
    });
    const unknown = await create({ name: "Bad", activities: { "2": { activityId: 999999 } }, timeZone: "Mars/Base" });
    expect(Object.keys(unknown.body.error.fields).sort()).toEqual(["activities/2/activityId", "timeZone"]);
    const res = await fetch(`${h.url}/v3/businesses/${bid}/config-groups`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner}`, "content-type": "application/json", cookie: "lang=tw" },
      body: JSON.stringify({ name: "Bad", network: { lan } }),
    });
    expect((await res.json()).error.description).toBe("請輸入有效的子網路遮罩，例如 255.255.255.0。");
  });

  it("asks for confirmation before changing a configuration several iNode groups use", async () => {
    const cg = (await create({ name: "Shared" })).body;
    const [g1, g2] = [await group("Front"), await group("Back")];
    const other = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Elsewhere" } } }))
      .body.id;
    const foreign = await group("Not mine", null, other);
    const refused = await h.api("PUT", `/v3/config-groups/${cg.id}/inode-groups`, {
      token: owner,
      body: { inodeGroupIds: [g1, foreign] },
    });
    expect(refused.body.error.fields).toEqual({ "inodeGroupIds/1": "There is no such item in this business." });
    const moved = await h.api("PUT", `/v3/config-groups/${cg.id}/inode-groups`, {
      token: owner,
      body: { inodeGroupIds: [g1, g2] },
    });
    expect(moved.body.inodeGroups).toEqual([
      { id: g1, name: "Front" },
      { id: g2, name: "Back" },
    ]);

    const asked = await h.api("PUT", `/v3/config-groups/${cg.id}`, { token: owner, body: { name: "Shared 2" } });
    expect(asked.status).toBe(409);
    expect(asked.body.error).toMatchObject({ code: "CONFIG_GROUP_IN_USE", userMessage: "Front, Back" });
    expect(asked.body.error.fields.inodeGroups).toBe(`${g1},${g2}`);
    const ok = await h.api("PUT", `/v3/config-groups/${cg.id}?confirm=true`, {
      token: owner,
      body: { name: "Shared 2" },
    });
    expect(ok.body.name).toBe("Shared 2");

    const one = await h.api("PUT", `/v3/config-groups/${cg.id}/inode-groups`, {
      token: owner,
      body: { inodeGroupIds: [g2] },
    });
    expect(one.body.inodeGroups).toEqual([{ id: g2, name: "Back" }]);
    const single = await h.api("PUT", `/v3/config-groups/${cg.id}`, { token: owner, body: { portalType: "none" } });
    expect(single.body).toMatchObject({ name: "Shared 2", portalType: "none" });

    expect((await h.api("DELETE", `/v3/config-groups/${cg.id}`, { token: owner })).body).toEqual({ ok: true });
    const [freed] = await db().query("select configuration_id from inode_groups where id = $1", [g2]);
    expect(freed).toEqual({ configuration_id: null });
    expect((await h.api("GET", `/v3/config-groups/${cg.id}`, { token: owner })).status).toBe(404);
  });

  it("switches the schedule on only when something is scheduled, with the localised message otherwise", async () => {
    const cg = (await create({ name: "Switch" })).body;
    const off = await h.api("PUT", `/v3/config-groups/${cg.id}/schedule-enabled`, {
      token: owner,
      body: { enabled: 1 },
    });
    expect(off.status).toBe(409);
    expect(off.body.error).toMatchObject({
      code: "SCHEDULE_EMPTY",
      description: "There is no schedule from today on to enable.",
    });
    await h.api("PUT", `/v3/config-groups/${cg.id}/schedule`, {
      token: owner,
      body: { events: [{ id: "e1", start: day(1), title: "Sale" }] },
    });
    const on = await h.api("PUT", `/v3/config-groups/${cg.id}/schedule-enabled`, {
      token: owner,
      body: { enabled: 1 },
    });
    expect(on.body.scheduleEnabled).toBe(true);
    const bad = await h.api("PUT", `/v3/config-groups/${cg.id}/schedule-enabled`, {
      token: owner,
      body: { enabled: 2 },
    });
    expect(bad.status).toBe(400);
  });

  it("keeps past calendar dates view-only and refuses new events before today", async () => {
    const cg = (await create({ name: "Calendar" })).body;
    const path = `/v3/config-groups/${cg.id}/schedule`;
    const past = await h.api("PUT", path, {
      token: owner,
      body: { events: [{ id: "p", start: day(-1), title: "Late" }] },
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toMatchObject({
      code: "SCHEDULE_PAST_DATE",
      description: "The selected date is less than today's date.",
      userMessage: "The selected date is less than today's date.",
    });
    const events = [
      { id: "a", start: day(0), end: day(1), title: "Today", color: "#3a87ad" },
      { id: "b", start: day(2), title: "Later" },
    ];
    const saved = await h.api("PUT", path, { token: owner, body: { events } });
    expect(saved.body.events).toEqual([events[0], { ...events[1], end: day(2) }]);
    expect((await h.api("PUT", path, { token: owner, body: { events: [{ ...events[1], end: day(1) }] } })).status).toBe(
      400,
    );

    // Three days later both events are in the past: they can be neither changed nor removed.
    h.advance(3 * 86400);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    const changed = await h.api("PUT", path, { token: owner, body: { events: [{ ...events[0], title: "Renamed" }] } });
    expect(changed.body.error.code).toBe("SCHEDULE_PAST_DATE");
    const gone = await h.api("DELETE", `${path}?eventId=b`, { token: owner });
    expect(gone.body.error.code).toBe("SCHEDULE_PAST_DATE");
    const unsaved = await h.api("DELETE", `${path}?eventId=nope`, { token: owner });
    expect(unsaved.status).toBe(404);
    expect(unsaved.body.error.description).toBe("Can not delete unsaved schedule.");
    const added = await h.api("PUT", path, {
      token: owner,
      body: { events: [...saved.body.events, { id: "c", start: day(0), title: "New" }] },
    });
    expect(added.body.events.map((e: { id: string }) => e.id)).toEqual(["a", "b", "c"]);
    expect((await h.api("DELETE", `${path}?eventId=c`, { token: owner })).body.events).toHaveLength(2);
    expect((await h.api("DELETE", path, { token: owner })).body.events).toEqual([]);
  });

  it("enforces the day schedule rules with their messages", async () => {
    const cg = (await create({ name: "Day" })).body;
    const date = day(1);
    const path = `/v3/config-groups/${cg.id}/schedule/dates/${date}`;
    // Noon of tomorrow in Taipei (UTC+8).
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    const noon = Date.UTC(y, m - 1, d, 4) / 1000;
    const entry = (startTs: number, activities = [{ ssidIndex: 1, activityId }]) => ({ startTs, activities });

    const empty = await h.api("GET", path, { token: owner });
    expect(empty.body).toEqual({ configGroupId: cg.id, date, past: false, entries: [] });
    const saved = await h.api("PUT", path, { token: owner, body: { entries: [entry(noon), entry(noon + 3600)] } });
    expect(saved.status).toBe(200);
    expect(saved.body.entries[0].activities).toEqual([{ ssidIndex: 1, activityId, activityName: "Welcome portal" }]);

    const none = await h.api("PUT", path, { token: owner, body: { entries: [entry(noon, [])] } });
    expect(none.body.error).toMatchObject({
      code: "SCHEDULE_NO_ACTIVITIES",
      description: "Please select schedule activities.",
    });
    const dup = await h.api("PUT", path, { token: owner, body: { entries: [entry(noon), entry(noon)] } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      code: "SCHEDULE_DUPLICATE_TIME",
      description: "Scheduled.",
      fields: { "entries/0": "Scheduled." },
    });
    const elsewhere = await h.api("PUT", path, { token: owner, body: { entries: [entry(noon + 86400)] } });
    expect(Object.keys(elsewhere.body.error.fields)).toEqual(["entries/0/startTs"]);
    const todayPath = `/v3/config-groups/${cg.id}/schedule/dates/${day(0)}`;
    const early = await h.api("PUT", todayPath, { token: owner, body: { entries: [entry(nowTs() - 60)] } });
    expect(early.body.error).toMatchObject({
      code: "SCHEDULE_TIME_PASSED",
      description: "Schedule time should be later than current time.",
    });

    // Once noon has passed, that entry is history: kept as it is; the later one may still change.
    h.advance(noon + 60 - nowTs());
    // Up to ~36 h later (Taipei's tomorrow, seen from a UTC evening): past the token's 24 h, so sign in again.
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    const dropped = await h.api("PUT", path, { token: owner, body: { entries: [entry(noon + 3600)] } });
    expect(dropped.body.error.code).toBe("SCHEDULE_TIME_PASSED");
    const kept = await h.api("PUT", path, { token: owner, body: { entries: [entry(noon), entry(noon + 7200)] } });
    expect(kept.body.entries.map((e: { startTs: number }) => e.startTs)).toEqual([noon, noon + 7200]);

    h.advance(2 * 86400);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    const pastDay = await h.api("GET", path, { token: owner });
    expect(pastDay.body.past).toBe(true);
    const refused = await h.api("PUT", path, { token: owner, body: { entries: [] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "SCHEDULE_PAST_DATE",
      description: "The selected date is less than today's date.",
    });
    expect((await h.api("GET", `/v3/config-groups/${cg.id}/schedule/dates/2026-02-31`, { token: owner })).status).toBe(
      400,
    );
  });
});

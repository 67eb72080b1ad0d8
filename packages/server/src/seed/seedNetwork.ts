import { dayKey } from "@portico/sdk/rules";
import type { Db } from "../db/db";
import { defaultNetworkDetail, firstConfigGroupDefaults } from "../modules/network/networkDefaults";
import { roamingChannelsOf } from "../modules/network/roamingRoutes";
import { type DemoIds, demoBusinessId } from "./demoIds";
import { DEMO_BUSINESSES } from "./seedBusinesses";

// A small floor plan drawn inline (walls, counter, tables) so that the layer shows without any file server.
const FLOOR_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800">',
  '<rect width="1200" height="800" fill="#faf7f2"/>',
  '<rect x="20" y="20" width="1160" height="760" fill="none" stroke="#555" stroke-width="12"/>',
  '<path d="M700 20v300M700 420v360M20 520h400" stroke="#555" stroke-width="8"/>',
  '<rect x="760" y="80" width="360" height="90" rx="10" fill="#c9a27e"/>',
  '<g fill="#e2d3c1"><circle cx="180" cy="180" r="50"/><circle cx="420" cy="180" r="50"/>',
  '<circle cx="180" cy="380" r="50"/><circle cx="420" cy="380" r="50"/><circle cx="900" cy="560" r="60"/></g>',
  '<text x="860" y="135" font-size="36" font-family="sans-serif" fill="#333">Counter</text>',
  "</svg>",
].join("");
const FLOOR_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(FLOOR_SVG)}`;

/**
 * The café's network area: 'My First Setting' (schedule on, one event a week from the day of seeding),
 * a network configuration template, roaming channels CH-01 to CH-03 with two pre-authorised devices, and a
 * floor plan with one layer. Runs once per database (seed step 'network'), on the café found by its recorded id;
 * the name checks only keep a rerun after a failure half way from adding twins.
 * @returns what it added, for the start-up log.
 */
export async function seedNetwork(db: Db, ids: DemoIds, now: number = Date.now()): Promise<string[]> {
  const cafe = DEMO_BUSINESSES.cafe;
  const id = await demoBusinessId(db, ids, "cafe");
  if (id === null) return [];
  const b = { id };
  const added: string[] = [];
  const ts = 1_795_000_000;
  const missing = async (table: string, name: string) =>
    !(await db.query(`select 1 from ${table} where business_id = $1 and name = $2`, [b.id, name])).length;

  const template = "Café default";
  if (await missing("network_configs", template)) {
    await db.query(
      "insert into network_configs (business_id, name, detail, created_ts, updated_ts) values ($1, $2, $3, $4, $4)",
      [b.id, template, JSON.stringify(defaultNetworkDetail(cafe.name, cafe.timeZone)), ts],
    );
    added.push(`network config ${template}`);
  }

  const first = firstConfigGroupDefaults(cafe.name, cafe.timeZone);
  if (await missing("config_groups", first.name)) {
    await db.transaction(async (tx) => {
      // The seeded activities (seedActivities) by name: SSIDs show the portal, the schedule swaps in others.
      const named = new Map(
        (
          await tx.query<{ id: number; name: string }>("select id, name from activities where business_id = $1", [b.id])
        ).map((a) => [a.name, a.id]),
      );
      const portal = named.get("Welcome Portal");
      const coupon = named.get("Coffee Coupon");
      const survey = named.get("Guest Survey");
      const ssidActivities: Record<string, { activityId: number }> = {};
      if (portal) ssidActivities["1"] = { activityId: portal };
      if (coupon) ssidActivities["2"] = { activityId: coupon };
      const [cg] = await tx.query<{ id: number }>(
        `insert into config_groups (business_id, name, network, system, activities, portal_type, time_zone, model_id,
           schedule_enabled, created_ts, updated_ts)
         values ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $9) returning id`,
        [
          b.id,
          first.name,
          JSON.stringify(first.network),
          JSON.stringify(first.system),
          JSON.stringify(ssidActivities),
          first.portalType,
          first.timeZone,
          first.modelId,
          ts,
        ],
      );
      // One event a week ahead, two days long, so the calendar has something editable.
      const day = (n: number) => dayKey(new Date(now + n * 86_400_000), cafe.timeZone);
      await tx.query(
        `insert into schedule_events (config_group_id, event_id, start_date, end_date, title, color)
         values ($1, 'weekend-brunch', $2, $3, 'Weekend brunch', '#3a87ad')`,
        [cg!.id, day(7), day(8)],
      );
      // 10:00 and 15:00 in Taipei (UTC+8, no daylight saving) on the event's first day.
      const [y, m, d] = day(7).split("-").map(Number) as [number, number, number];
      const entries: [number, { ssidIndex: number; activityId: number }[]][] = [
        [2, coupon ? [{ ssidIndex: 1, activityId: coupon }] : []],
        [
          7,
          survey
            ? [{ ssidIndex: 1, activityId: survey }, ...(portal ? [{ ssidIndex: 2, activityId: portal }] : [])]
            : [],
        ],
      ];
      for (const [utcHour, activities] of entries) {
        if (!activities.length) continue;
        await tx.query(
          "insert into schedule_entries (config_group_id, date, start_ts, activities) values ($1, $2, $3, $4)",
          [cg!.id, day(7), Date.UTC(y, m - 1, d, utcHour) / 1000, JSON.stringify(activities)],
        );
      }
      // iNode groups the devices seed made without a configuration use the first one.
      await tx.query(
        "update inode_groups set configuration_id = $2 where business_id = $1 and configuration_id is null",
        [b.id, cg!.id],
      );
    });
    added.push(`config group ${first.name}`);
  }

  const channels = await roamingChannelsOf(db, b.id);
  const ch1 = channels.find((c) => c.name === "CH-01");
  if (ch1 && !(await db.query("select 1 from preauthorizations where roaming_id = $1", [ch1.id])).length) {
    for (const [i, mac] of ["3c:22:fb:10:20:30", "a4:83:e7:44:55:66"].entries()) {
      await db.query(
        `insert into preauthorizations (business_id, roaming_id, ssid, mac, ip, authorized_ts, expires_ts)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          b.id,
          ch1.id,
          first.network.wifi?.["2.4g"]?.ssid[0]?.name ?? "WiFi",
          mac,
          `172.18.1.${120 + i}`,
          ts,
          ts + 43_200,
        ],
      );
    }
    added.push("pre-authorised devices on CH-01");
  }

  const plan = "Ground floor";
  if (await missing("floor_plans", plan)) {
    const layer = {
      name: "Floor 1",
      url: FLOOR_URL,
      opacity: 100,
      width: 1200,
      height: 800,
      zoom: 19,
      center: cafe.location,
      bounds: { north: 25.0334, south: 25.0326, east: 121.566, west: 121.5648 },
    };
    await db.query(
      `insert into floor_plans (business_id, name, zoom, center_latitude, center_longitude, layers, created_ts, updated_ts)
       values ($1, $2, 19, $3, $4, $5, $6, $6)`,
      [b.id, plan, cafe.location.latitude, cafe.location.longitude, JSON.stringify([layer]), ts],
    );
    // Two devices already stand on the plan (kitchen room, dining room), so a newcomer sees markers at once;
    // the others wait in the plan's device list to be placed.
    const { id: planId } = (
      await db.query<{ id: number }>("select id from floor_plans where business_id = $1 and name = $2", [b.id, plan])
    )[0]!;
    for (const [nickname, latitude, longitude] of [
      ["Kitchen", 25.03285, 121.56578],
      ["Terrace", 25.0329, 121.5652],
    ] as const) {
      await db.query(
        "update inodes set plan_id = $1, latitude = $2, longitude = $3 where business_id = $4 and nickname = $5",
        [planId, latitude, longitude, b.id, nickname],
      );
    }
    added.push(`floor plan ${plan}`);
  }
  return added;
}

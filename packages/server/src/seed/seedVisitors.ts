import type { Db } from "../db/db";
import { type DemoIds, demoBusinessId } from "./demoIds";

const DAYS = 30;
const DAY = 86_400;
const GUESTS = 160;

/** A small fixed-sequence generator (mulberry32): every fresh database gets the same visitors. */
function sequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ["Mei", "Ken", "Yuki", "Olga", "Wei", "Hana", "Ivan", "Lin", "Sora", "Anna", "Jun", "Emma", "Hao", "Rin"];
const LAST = ["Chen", "Lin", "Sato", "Petrova", "Wang", "Tanaka", "Smirnov", "Huang", "Kato", "Lee"];
const LOCATIONS: [string, string, number][] = [
  ["Taipei", "TW", 30],
  ["New Taipei", "TW", 14],
  ["Taichung", "TW", 10],
  ["Kaohsiung", "TW", 8],
  ["Tainan", "TW", 5],
  ["Tokyo", "JP", 8],
  ["Osaka", "JP", 4],
  ["Hong Kong", "HK", 6],
  ["Shanghai", "CN", 5],
  ["Moscow", "RU", 3],
  ["San Francisco", "US", 4],
  ["Singapore", "SG", 3],
];
const BROWSERS: [string, number][] = [
  ["Chrome", 45],
  ["Mobile Safari", 30],
  ["Samsung Browser", 8],
  ["Firefox", 5],
  ["Edge", 7],
  ["LINE", 5],
];
const PLATFORMS: [string, number][] = [
  ["mobile", 70],
  ["tablet", 10],
  ["desktop", 20],
];
const LOCALES: [string, number][] = [
  ["zh-TW", 55],
  ["en-US", 15],
  ["ja-JP", 12],
  ["zh-CN", 10],
  ["ru-RU", 4],
  ["ko-KR", 4],
];
const AUTH: [string, number][] = [
  ["sms", 40],
  ["member", 20],
  ["facebook", 15],
  ["google", 12],
  ["line", 13],
];

function pick<T>(next: () => number, weighted: [T, ...unknown[]][]): T {
  const total = weighted.reduce((s, w) => s + (w[w.length - 1] as number), 0);
  let r = next() * total;
  for (const w of weighted) {
    r -= w[w.length - 1] as number;
    if (r < 0) return w[0];
  }
  return weighted[0]![0];
}

/**
 * Guest sign-ins of the last 30 days for the demo café and hotel (visitor_auths): varied gender, age, browser,
 * locale, platform, location and authentication type over the business's activities and iNodes, so that the
 * visitors and behaviour reports show data on `npm start`. Fixed sequences: the same visitors on every fresh
 * database. Skips a business that already has visitors.
 */
export async function seedVisitors(db: Db, ids: DemoIds, now = Math.floor(Date.now() / 1000)): Promise<string[]> {
  const added: string[] = [];
  for (const key of ["cafe", "hotel"] as const) {
    const businessId = await demoBusinessId(db, ids, key);
    if (businessId === null) continue;
    const [had] = await db.query<{ n: number }>("select count(*)::int as n from visitor_auths where business_id = $1", [
      businessId,
    ]);
    if (had!.n > 0) continue;
    const activities = (
      await db.query<{ id: number }>("select id from activities where business_id = $1 order by id", [businessId])
    ).map((r) => Number(r.id));
    const inodes = (
      await db.query<{ id: number }>("select id from inodes where business_id = $1 order by id", [businessId])
    ).map((r) => Number(r.id));
    const next = sequence(businessId * 104_729);
    const guests = Array.from({ length: GUESTS }, (_, i) => {
      const [location, geocode] = pick(
        next,
        LOCATIONS.map(([l, g, w]) => [[l, g] as const, w]),
      );
      const name = `${FIRST[Math.floor(next() * FIRST.length)]} ${LAST[Math.floor(next() * LAST.length)]}`;
      const authType = pick(next, AUTH);
      const email = authType === "sms" ? null : `${name.toLowerCase().replace(" ", ".")}${i}@example.com`;
      const phone = authType === "sms" || next() < 0.3 ? `+8869${String(10_000_000 + i * 7919).slice(0, 8)}` : null;
      const year = 1950 + Math.floor(next() * 56);
      return {
        key: email ?? phone ?? `guest-${i}`,
        name,
        email,
        phone,
        authType,
        gender: next() < 0.08 ? "unknown" : next() < 0.52 ? "female" : "male",
        birthday:
          next() < 0.15
            ? null
            : `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, "0")}-${String(1 + Math.floor(next() * 28)).padStart(2, "0")}`,
        location,
        geocode,
        browser: pick(next, BROWSERS),
        platform: pick(next, PLATFORMS),
        locale: pick(next, LOCALES),
      };
    });
    const cols: Record<string, unknown[]> = {};
    const push = (k: string, v: unknown) => {
      if (!cols[k]) cols[k] = [];
      cols[k].push(v);
    };
    for (let day = DAYS - 1; day >= 0; day--) {
      const visits = 6 + Math.floor(next() * 16);
      for (let i = 0; i < visits; i++) {
        const g = guests[Math.floor(next() * next() * GUESTS)]!;
        push("activity_id", activities.length ? activities[Math.floor(next() * activities.length)]! : null);
        push("inode_id", inodes.length ? inodes[Math.floor(next() * inodes.length)]! : null);
        for (const [k, v] of Object.entries({
          guest_key: g.key,
          auth_type: g.authType,
          name: g.name,
          email: g.email,
          phone: g.phone,
          gender: g.gender,
          birthday: g.birthday,
          location: g.location,
          geocode: g.geocode,
          browser: g.browser,
          platform: g.platform,
          locale: g.locale,
        }))
          push(k, v);
        push("ts", now - day * DAY - Math.floor(next() * (day === 0 ? 3600 : DAY)));
      }
    }
    const types: Record<string, string> = { activity_id: "bigint", inode_id: "bigint", birthday: "date", ts: "bigint" };
    const names = Object.keys(cols);
    await db.query(
      `insert into visitor_auths (business_id, ${names.join(", ")})
       select $1, * from unnest(${names.map((n, i) => `$${i + 2}::${types[n] ?? "text"}[]`).join(", ")})`,
      [businessId, ...names.map((n) => cols[n])],
    );
    added.push(`${cols.ts!.length} visitor sign-ins of business ${businessId}`);
  }
  return added;
}

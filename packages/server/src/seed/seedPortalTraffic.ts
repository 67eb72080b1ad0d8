import type { Db } from "../db/db";
import type { DemoIds } from "./demoIds";

const DAYS = 30;
const DAY = 86_400;

/** A small fixed-sequence generator (mulberry32): every fresh database gets the same traffic. */
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

interface EventRow {
  businessId: number;
  activityId: number;
  linkId: number;
  sessionId: string;
  guestId: string;
  type: string;
  moduleId: string | null;
  method: string | null;
  unique: boolean;
  ts: number;
}

/** One guest's walk: an impression, then clicks through some modules, maybe a sign-in and the grant. */
function walk(
  a: { id: number; business_id: number; link_id: number; modules: { id: string; profile: { mode: string } }[] },
  day: number,
  i: number,
  next: () => number,
  seen: Set<string>,
  now: number,
): EventRow[] {
  const guestId = `seed-guest-${a.business_id}-${Math.floor(next() * 400)}`;
  const ts = now - day * DAY - Math.floor(next() * DAY);
  const base = {
    businessId: a.business_id,
    activityId: a.id,
    linkId: a.link_id,
    sessionId: `seed-${a.id}-${day}-${i}`,
    guestId,
  };
  const rows: EventRow[] = [
    { ...base, type: "impression", moduleId: null, method: null, unique: !seen.has(guestId), ts },
  ];
  seen.add(guestId);
  if (next() < 0.25) return rows; // bounced
  let t = ts;
  for (const m of a.modules) {
    t += 5 + Math.floor(next() * 40);
    if (m.profile.mode === "login")
      rows.push({
        ...base,
        type: "signin",
        moduleId: m.id,
        method: next() < 0.6 ? "sms" : "member",
        unique: false,
        ts: t,
      });
    if (next() < 0.12) return rows; // left half way
    rows.push({ ...base, type: "click", moduleId: m.id, method: null, unique: false, ts: t });
  }
  rows.push({ ...base, type: "conversion", moduleId: null, method: null, unique: false, ts: t + 1 });
  return rows;
}

/**
 * Gives each demo activity with a link 30 days of guest traffic (impressions, sign-ins, clicks and
 * conversions, as the guest portal records them), once, so the insights and reports have something to show.
 * @returns what it added, for the start-up log.
 */
export async function seedPortalTraffic(db: Db, ids: DemoIds, now = Math.floor(Date.now() / 1000)): Promise<string[]> {
  if (ids.owner === undefined) return [];
  const activities = await db.query<{
    id: number;
    business_id: number;
    name: string;
    link_id: number;
    modules: { id: string; profile: { mode: string } }[];
  }>(
    `select a.id, a.business_id, a.name, min(l.id) as link_id, a.modules
       from activities a join businesses b on b.id = a.business_id
       join links l on l.campaign_type = 'activity' and l.campaign_id = a.id
      where b.owner_id = $1 and a.mode = 'modules'
        and not exists (select 1 from portal_events e where e.activity_id = a.id)
      group by a.id order by a.id`,
    [ids.owner],
  );
  const added: string[] = [];
  for (const a of activities) {
    const next = sequence(Number(a.id) * 7927);
    const seen = new Set<string>();
    const rows: EventRow[] = [];
    for (let day = DAYS - 1; day >= 0; day--) {
      const visits = 4 + Math.floor(next() * 14);
      for (let i = 0; i < visits; i++)
        rows.push(
          ...walk(
            { ...a, id: Number(a.id), business_id: Number(a.business_id), link_id: Number(a.link_id) },
            day,
            i,
            next,
            seen,
            now,
          ),
        );
    }
    const col = <K extends keyof EventRow>(k: K) => rows.map((r) => r[k]);
    await db.query(
      `insert into portal_events (business_id, activity_id, link_id, session_id, guest_id, type, module_id, method, is_unique, ts)
       select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::boolean[], $10::bigint[])`,
      [
        col("businessId"),
        col("activityId"),
        col("linkId"),
        col("sessionId"),
        col("guestId"),
        col("type"),
        col("moduleId"),
        col("method"),
        col("unique"),
        col("ts"),
      ],
    );
    added.push(`${rows.length} portal events of ${a.name}`);
  }
  return added;
}

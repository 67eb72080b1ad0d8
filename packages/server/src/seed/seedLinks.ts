import type { Db } from "../db/db";
import { clickFacts } from "../modules/links/clicks";
import { createLink, linksOfCampaign } from "../modules/links/links";
import { type DemoIds, demoBusinessId } from "./demoIds";

// Real browsers' User-Agent strings, so the statistics' pie charts show what guests really bring.
const AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
];
const LANGUAGES = ["zh-TW,zh;q=0.9", "zh-TW", "en-US,en;q=0.8", "ja-JP", "zh-CN"];
const REFERERS = [undefined, undefined, "https://www.google.com/", "https://www.facebook.com/", "https://line.me/"];

/**
 * Gives every demo activity a link (as saving it in the editor would) and, once per business, ~40 guest
 * clicks over the last 30 days, so the short-link statistics have something to show.
 * @returns what it added, for the start-up log.
 */
export async function seedLinks(db: Db, ids: DemoIds, publicUrl = "", now = Date.now()): Promise<string[]> {
  const added: string[] = [];
  for (const key of ["cafe", "hotel"] as const) {
    const id = await demoBusinessId(db, ids, key);
    if (id === null) continue;
    const b = { id };
    const activities = await db.query<{ id: number; name: string }>(
      "select id, name from activities where business_id = $1 order by id",
      [b.id],
    );
    const linkIds: number[] = [];
    for (const a of activities) {
      const [existing] = await linksOfCampaign(db, b.id, "activity", Number(a.id), publicUrl);
      const link =
        existing ??
        (await createLink(db, {
          businessId: b.id,
          campaignType: "activity",
          campaignId: a.id,
          name: a.name,
          publicUrl,
          now,
        }));
      if (!existing) added.push(`link ${link.name} of the demo ${key}`);
      linkIds.push(link.id);
    }
    const [clicked] = await db.query(
      "select 1 from link_clicks c join links l on l.id = c.link_id where l.business_id = $1 limit 1",
      [b.id],
    );
    if (clicked || !linkIds.length) continue;
    // A fixed sequence: every fresh database gets the same mix, spread over the last 30 days.
    let seed = Number(b.id) * 7919;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const nowTs = Math.floor(now / 1000);
    const params: unknown[] = [];
    for (let i = 0; i < 40; i++) {
      const f = clickFacts({
        "user-agent": AGENTS[next(AGENTS.length)],
        "accept-language": LANGUAGES[next(LANGUAGES.length)],
        referer: REFERERS[next(REFERERS.length)],
      });
      params.push(
        linkIds[next(linkIds.length)],
        nowTs - next(30 * 86_400),
        f.browser,
        f.locale,
        f.platform,
        f.os,
        f.referrer,
      );
    }
    // One statement: every test server seeds these, so they should cost one round trip.
    const rows = Array.from(
      { length: 40 },
      (_, i) => `(${Array.from({ length: 7 }, (_, j) => `$${i * 7 + j + 1}`).join(", ")})`,
    );
    await db.query(
      `insert into link_clicks (link_id, ts, browser, locale, platform, os, referrer) values ${rows.join(", ")}`,
      params,
    );
    added.push(`40 link clicks of the demo ${key}`);
  }
  return added;
}

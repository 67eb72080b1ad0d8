import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { type Harness, startHarness } from "../../testkit/harness";
import { createLink } from "../links/links";

// The server render of /portal/{code}: a console build's layout (dist with portal.html and its stylesheet,
// dist-ssr/portalRender.js beside it) with a renderer that prints what it was given, so the test sees which
// session, language and step the server rendered.
const PORTAL_HTML = `<!doctype html><html lang="en"><head><title>Portico</title>
<script type="module" crossorigin src="/static/portal.js"></script>
<link rel="stylesheet" crossorigin href="/static/portal.css"></head><body><div id="root"></div></body></html>`;
const RENDERER = `export async function renderPortal(code, session) {
  const name = session.activity.modules[session.step]?.profile.name;
  return { html: "<h2>" + name + "</h2><p>" + session.sessionId + "</p>", state: JSON.stringify({ code, lang: session.lang }),
    lang: session.lang, title: session.businessName };
}`;

describe("the server-rendered guest portal page", () => {
  let h: Harness;
  let dir: string;
  let code: string;
  let activityId: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "portico-portal-page-"));
    mkdirSync(join(dir, "dist/static"), { recursive: true });
    mkdirSync(join(dir, "dist-ssr"));
    writeFileSync(join(dir, "dist/index.html"), "<title>console</title>");
    writeFileSync(join(dir, "dist/portal.html"), PORTAL_HTML);
    writeFileSync(join(dir, "dist/static/portal.css"), ".card{padding:8px}");
    writeFileSync(join(dir, "dist/static/portal.js"), "export {};");
    writeFileSync(join(dir, "dist-ssr/portalRender.js"), RENDERER);
    h = await startHarness("pglite", { staticDir: join(dir, "dist") });
    const token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    const bid = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Page Café" } } })).body.id;
    const db = h.server.ctx.db;
    await db.query(
      `update businesses set branding = jsonb_set(branding, '{continuePortal,localeSetting,localeHash,ja-JP}',
         '{"language": "Japanese", "active": true, "setting": {}}') where id = $1`,
      [bid],
    );
    const modules = [{ id: "GrantPage1", profile: { name: "Get online", mode: "grant" } }];
    const [a] = await db.query<{ id: number }>(
      `insert into activities (business_id, name, mode, profile, modules, created_ts, updated_ts)
       values ($1, 'Page WiFi', 'modules', '{"name": "Page WiFi"}', $2, 0, 0) returning id`,
      [bid, JSON.stringify(modules)],
    );
    activityId = Number(a!.id);
    const now = Math.floor(Date.now() / 1000);
    code = (
      await createLink(db, {
        businessId: bid,
        campaignType: "activity",
        campaignId: activityId,
        name: "P",
        publicUrl: h.url,
        now,
      })
    ).code;
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const impressions = async () =>
    (
      await h.server.ctx.db.query<{ n: number }>(
        "select count(*)::int as n from portal_events where activity_id = $1 and type = 'impression'",
        [activityId],
      )
    )[0]!.n;

  it("renders the first step in the guest's language, CSS inline, compressed, and resumes it on a reload", async () => {
    const r = await fetch(`${h.url}/portal/${code}`, {
      headers: { "accept-language": "ja,en;q=0.5", "accept-encoding": "br, gzip" },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-encoding")).toBe("br");
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    expect(r.headers.get("cache-control")).toBe("no-store");
    const html = await r.text();
    expect(html).toContain('<html lang="ja-JP">');
    expect(html).toContain("<title>Page Café</title>");
    // The wizard's default module name, in the session's language.
    expect(html).toContain("<h2>インターネットに接続</h2>");
    expect(html).toContain("<style>.card{padding:8px}</style>");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="application/json" id="portico-portal-state">');
    expect(html).toContain('<script type="module" crossorigin src="/static/portal.js">');
    const sessionId = /<p>([^<]+)<\/p>/.exec(html)![1]!;
    expect(await impressions()).toBe(1);

    const cookies = r.headers.getSetCookie().map((c) => c.split(";")[0]);
    expect(cookies.map((c) => c!.split("=")[0])).toEqual(["portico_guest", "portico_portal"]);
    const again = await (await fetch(`${h.url}/portal/${code}`, { headers: { cookie: cookies.join("; ") } })).text();
    expect(/<p>([^<]+)<\/p>/.exec(again)![1]).toBe(sessionId); // the same session: no second impression
    expect(await impressions()).toBe(1);
  });

  it("keeps the client-rendered page for ?render=client, an unknown link and a HEAD", async () => {
    for (const path of [`/portal/${code}?render=client`, "/portal/nope1234"]) {
      const html = await (await fetch(h.url + path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('rel="stylesheet"');
    }
    const before = await impressions();
    expect((await fetch(`${h.url}/portal/${code}`, { method: "HEAD" })).status).toBe(200);
    expect(await impressions()).toBe(before);
  });
});

import { randomBytes } from "node:crypto";
import { dayKey, formatBandwidth, isSafeLink, zonedDayStart } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { escapeHtml } from "../../escapeHtml";
import { cspDirectives } from "../../securityHeaders";
import { DEFAULT_TIME_ZONE } from "../business/businesses";

/** An unguessable board token: 128 random bits, URL-safe. */
const newToken = () => randomBytes(16).toString("base64url");

type GreenRow = {
  url: string | null;
  token: string;
};

/** The business's green dashboard row, made (with a fresh token) the first time it is asked for. */
async function greenRow(db: Queryable, businessId: number): Promise<GreenRow> {
  await db.query(
    `insert into green_dashboards (business_id, url, token, updated_ts) values ($1, null, $2, extract(epoch from now())::bigint)
     on conflict (business_id) do nothing`,
    [businessId, newToken()],
  );
  const [row] = await db.query<GreenRow>("select url, token from green_dashboards where business_id = $1", [
    businessId,
  ]);
  return row!;
}

const answer = (row: GreenRow, publicUrl: string) => {
  const defaultUrl = `${publicUrl.replace(/\/$/, "")}/green/${row.token}`;
  return { url: row.url, defaultUrl, effectiveUrl: row.url ?? defaultUrl };
};

/** The page the green dashboard embeds. */
export async function getGreenDashboard(db: Queryable, businessId: number, publicUrl: string) {
  return answer(await greenRow(db, businessId), publicUrl);
}

/** Sets the owner's own page (http(s) only, the same check as every owner link) or null for the built-in board. */
export async function setGreenDashboardUrl(db: Queryable, businessId: number, url: string | null, publicUrl: string) {
  const v = url?.trim() || null;
  if (v !== null && !isSafeLink(v)) {
    throw new HttpError(400, "VALIDATION_FAILED", "The page must be an http or https URL", {
      fields: { url: "must be an http or https URL" },
    });
  }
  await greenRow(db, businessId);
  const [row] = await db.query<GreenRow>(
    `update green_dashboards set url = $2, updated_ts = extract(epoch from now())::bigint where business_id = $1
     returning url, token`,
    [businessId, v],
  );
  return answer(row!, publicUrl);
}

/** A new token: the old board URL stops answering at once. */
export async function rotateGreenToken(db: Queryable, businessId: number, publicUrl: string) {
  await greenRow(db, businessId);
  const [row] = await db.query<GreenRow>(
    `update green_dashboards set token = $2, updated_ts = extract(epoch from now())::bigint where business_id = $1
     returning url, token`,
    [businessId, newToken()],
  );
  return answer(row!, publicUrl);
}

/** What the public board shows: devices online, guests today and data served today (business's day). */
export async function greenBoard(db: Queryable, token: string, now: Date) {
  const [b] = await db.query<{ id: number; name: string; time_zone: string | null }>(
    `select b.id, b.name, b.time_zone from green_dashboards g join businesses b on b.id = g.business_id where g.token = $1`,
    [token],
  );
  if (!b) return null;
  const tz = b.time_zone ?? DEFAULT_TIME_ZONE;
  const since = zonedDayStart(dayKey(now, tz), tz);
  const [d] = await db.query<{ devices: number; online: number }>(
    "select count(*)::int as devices, count(*) filter (where online)::int as online from inodes where business_id = $1",
    [b.id],
  );
  const [g] = await db.query<{ guests: number; bytes: number }>(
    `select count(distinct mac)::int as guests, coalesce(sum(tx_bytes + rx_bytes) filter (where event = 'end'), 0)::float8 as bytes
       from guest_session_events where business_id = $1 and ts >= $2`,
    [b.id, since],
  );
  return { name: b.name, devices: d!.devices, online: d!.online, guests: g!.guests, bytes: Number(g!.bytes) };
}

/** The board as a small self-contained page (no script; it refreshes itself every minute). */
export function greenBoardHtml(board: NonNullable<Awaited<ReturnType<typeof greenBoard>>>): string {
  const tile = (label: string, value: string) =>
    `<div class="tile"><div class="value">${escapeHtml(value)}</div><div class="label">${label}</div></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(board.name)} WiFi</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#0f3d2e;color:#fff;display:flex;min-height:100vh;flex-direction:column;align-items:center;justify-content:center}
h1{font-weight:500;font-size:1.4rem;margin:0 0 1.5rem;text-align:center;padding:0 1rem}.tiles{display:flex;flex-wrap:wrap;gap:1rem;justify-content:center;padding:0 1rem}
.tile{background:#16553f;border-radius:12px;padding:1.2rem 1.6rem;min-width:8rem;text-align:center}.value{font-size:2.2rem;font-weight:700;color:#73D14B}.label{opacity:.85;margin-top:.3rem}</style></head>
<body><h1>${escapeHtml(board.name)} WiFi</h1><div class="tiles">
${tile("Devices online", `${board.online} / ${board.devices}`)}${tile("Guests today", String(board.guests))}${tile("Data served today", formatBandwidth(board.bytes))}
</div></body></html>`;
}

/**
 * The board's own Content-Security-Policy: the site-wide one, except that any https page (and this origin) may
 * frame it. It is public, read-only and has no control to click, so framing it elsewhere (a lobby screen, the
 * owner's website) cannot be abused; the console and the portal keep PORTICO_FRAME_ANCESTORS.
 */
export function greenBoardCsp(): string {
  const d = {
    ...cspDirectives(),
    "frame-ancestors": ["'self'", "https:"],
    "img-src": ["'self'"],
    "script-src": ["'none'"],
  };
  return Object.entries(d)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

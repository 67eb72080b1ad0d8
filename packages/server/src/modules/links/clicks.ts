import UAParser from "ua-parser-js";
import type { Queryable } from "../../db/db";

/** What one followed short link tells about the guest, as the statistics break it down. */
export interface ClickFacts {
  browser: string;
  locale: string;
  /** desktop, mobile, tablet or unknown. */
  platform: string;
  os: string;
  /** The referring host, or 'direct'. */
  referrer: string;
}

/** The request headers a click is read from. */
export interface ClickHeaders {
  "user-agent"?: string;
  "accept-language"?: string;
  referer?: string;
}

/** `zh-tw` -> `zh-TW`, `EN` -> `en`; the first tag of Accept-Language, or 'unknown'. */
export function localeOf(acceptLanguage: string | undefined): string {
  const tag = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  if (!tag || tag === "*" || !/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) return "unknown";
  const [lang, ...rest] = tag.split("-");
  return [lang!.toLowerCase(), ...rest.map((p) => (p.length === 2 ? p.toUpperCase() : p))].join("-");
}

/** The host of a Referer header (without `www.`), or 'direct' when there is none or it is not a URL. */
export function referrerOf(referer: string | undefined): string {
  if (!referer) return "direct";
  try {
    const host = new URL(referer).hostname.replace(/^www\./, "");
    return host || "direct";
  } catch {
    return "direct";
  }
}

/**
 * Reads browser, platform and OS from the User-Agent (ua-parser-js), locale from Accept-Language and the
 * referrer host. A missing or unrecognised part is 'unknown'.
 * @example clickFacts({ "user-agent": req.headers["user-agent"], referer: req.headers.referer })
 */
export function clickFacts(h: ClickHeaders): ClickFacts {
  const ua = h["user-agent"]?.slice(0, 1000) ?? "";
  const r = new UAParser(ua).getResult();
  const type = r.device.type;
  const platform =
    type === "mobile" || type === "wearable"
      ? "mobile"
      : type === "tablet"
        ? "tablet"
        : !type && r.os.name && r.browser.name
          ? "desktop"
          : "unknown";
  return {
    browser: r.browser.name ?? "unknown",
    locale: localeOf(h["accept-language"]),
    platform,
    os: r.os.name ?? "unknown",
    referrer: referrerOf(h.referer),
  };
}

/** Stores one click of a link at `ts` (epoch seconds). */
export async function recordClick(db: Queryable, linkId: number, ts: number, f: ClickFacts): Promise<void> {
  await db.query(
    "insert into link_clicks (link_id, ts, browser, locale, platform, os, referrer) values ($1, $2, $3, $4, $5, $6, $7)",
    [linkId, ts, f.browser, f.locale, f.platform, f.os, f.referrer],
  );
}

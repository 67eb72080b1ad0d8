import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { HttpError } from "../errors";
import { forbiddenAddress } from "./outboundAddress";
import { isAllowListed } from "./outboundAllow";

export { outboundAllowList } from "./outboundAllow";

/** Refused or failed outbound request; `message` is safe to show the owner (no body, no internal detail). */
export class OutboundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundError";
  }
}

/** Options of {@link outboundFetch}. */
export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  /** URL prefixes that may be fetched although internal (see `outboundAllowList`). */
  allow: readonly string[];
  /** The whole exchange, redirects included; default 10 s. */
  timeoutMs?: number;
  /** The answer's body past this many bytes aborts the request; default 1 MiB. */
  maxBytes?: number;
  /** Redirects followed, each checked again; default 3. */
  maxRedirects?: number;
}

const SAVE_LOOKUP_MS = 3000;

const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, "");

function parseHttpUrl(url: string): URL {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new OutboundError("is not a valid URL");
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new OutboundError("must be an http(s) URL");
  return u;
}

// Names that mean this machine whatever DNS says (RFC 6761), trailing dot or not.
const isLocalName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/** Throws when an address is forbidden; the message names the range, never the address. */
function assertAddress(address: string): void {
  const why = forbiddenAddress(address);
  if (why) throw new OutboundError(`names an internal address (${why})`);
}

/**
 * Save-time check of a URL the server will fetch later (OAuth2 endpoints, the CMX validator ...): the reason it
 * is refused, or null. http(s) only; an allow-listed prefix passes; a literal address or a name that resolves
 * to any forbidden address is refused. A name that does not resolve (or not within 3 s) passes on purpose:
 * owners may save a provider before its DNS exists and offline servers resolve nothing, and the fetch-time
 * check of {@link outboundFetch} stays the real barrier.
 * @example await checkOutboundUrl("http://127.0.0.1:8080/dev/mailbox", []); // "names an internal address (loopback)"
 */
export async function checkOutboundUrl(url: string, allow: readonly string[]): Promise<string | null> {
  try {
    const u = parseHttpUrl(url);
    if (isAllowListed(u, allow)) return null;
    const host = hostOf(u);
    if (isIP(host)) assertAddress(host);
    else {
      const timeout = new Promise<null>((resolve) => setTimeout(resolve, SAVE_LOOKUP_MS, null).unref());
      const found = await Promise.race([dnsLookup(host, { all: true }).catch(() => null), timeout]);
      for (const a of found ?? []) assertAddress(a.address);
      if (isLocalName(host)) throw new OutboundError("names an internal address (loopback)");
    }
    return null;
  } catch (err) {
    if (err instanceof OutboundError) return err.message;
    throw err;
  }
}

/**
 * {@link checkOutboundUrl} for a save: throws 400 URL_NOT_ALLOWED naming every refused field.
 * @example await assertOutboundUrls({ "config/tokenUrl": body.config.tokenUrl }, allow);
 */
export async function assertOutboundUrls(
  urls: Record<string, string | null | undefined>,
  allow: readonly string[],
): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [field, url] of Object.entries(urls)) {
    const why = url ? await checkOutboundUrl(url, allow) : null;
    if (why) fields[field] = why;
  }
  if (Object.keys(fields).length)
    throw new HttpError(400, "URL_NOT_ALLOWED", "The server may not fetch this URL", {
      userMessage: Object.entries(fields)
        .map(([k, v]) => `${k} ${v}`)
        .join(", "),
      fields,
    });
}

// Resolves like dns.lookup, refusing the whole name when any address is forbidden, and hands the socket the
// address it checked: the connection goes where the check looked (no second lookup to rebind).
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, family: options.family ?? 0 }).then(
    (found) => {
      try {
        for (const a of found) assertAddress(a.address);
        if (isLocalName(hostname)) throw new OutboundError("names an internal address (loopback)");
      } catch (err) {
        return callback(err as Error, "", 0);
      }
      if (options.all) return (callback as (e: null, a: typeof found) => void)(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    },
    () =>
      callback(
        isLocalName(hostname)
          ? new OutboundError("names an internal address (loopback)")
          : new OutboundError("names a host that does not resolve"),
        "",
        0,
      ),
  );
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function requestOnce(u: URL, init: OutboundInit, method: string, body: string | undefined, deadline: number) {
  const allowed = isAllowListed(u, init.allow);
  const host = hostOf(u);
  if (!allowed && isIP(host)) assertAddress(host);
  const maxBytes = init.maxBytes ?? 1024 * 1024;
  return new Promise<Answer>((resolve, reject) => {
    const req = (u.protocol === "https:" ? https : http).request(
      u,
      {
        method,
        headers: { ...init.headers, ...(body !== undefined ? { "content-length": Buffer.byteLength(body) } : {}) },
        // A fresh connection every time: a pooled socket could have been opened for another check.
        agent: false,
        ...(allowed ? {} : { lookup: checkedLookup }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            reject(new OutboundError(`answered more than ${maxBytes} bytes`));
            return res.destroy();
          }
          chunks.push(c);
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new OutboundError("did not answer in time")),
      Math.max(0, deadline - Date.now()),
    );
    req.on("close", () => clearTimeout(timer));
    req.on("error", reject);
    req.end(body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function toResponse(a: Answer, url: URL): Response {
  const headers = new Headers();
  for (const [k, v] of Object.entries(a.headers))
    for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) headers.append(k, one);
  const empty = [101, 204, 205, 304].includes(a.status);
  const res = new Response(empty ? null : new Uint8Array(a.body), { status: a.status, headers });
  Object.defineProperty(res, "url", { value: url.href });
  return res;
}

/**
 * Fetches a user-given URL for the server (OAuth2 token and userinfo, CMX ...): http(s) only; every address
 * a name resolves to is checked and the socket connects to the checked one; redirects are followed by hand
 * (at most 3, each hop checked again, `authorization` dropped when the origin changes); the whole exchange
 * times out and a body past the cap aborts it. Allow-listed prefixes skip the address check only.
 * Throws {@link OutboundError} (a message safe to show) when refused or failed.
 * @example const res = await outboundFetch(app.config.userInfoUrl, { allow: outboundAllowList(ctx) });
 */
export async function outboundFetch(url: string, init: OutboundInit): Promise<Response> {
  const deadline = Date.now() + (init.timeoutMs ?? 10_000);
  let u = parseHttpUrl(url);
  let method = (init.method ?? "GET").toUpperCase();
  let body = init.body === undefined ? undefined : String(init.body);
  // Lower-case names, so that dropping `authorization` on a cross-origin hop catches every spelling.
  let headers = Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  for (let hop = 0; ; hop++) {
    let answer: Answer;
    try {
      answer = await requestOnce(u, { ...init, headers }, method, body, deadline);
    } catch (err) {
      if (err instanceof OutboundError) throw err;
      throw new OutboundError("could not be reached");
    }
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.status) || !location) return toResponse(answer, u);
    if (hop >= (init.maxRedirects ?? 3)) throw new OutboundError("redirected too many times");
    let next: URL;
    try {
      next = new URL(location, u);
    } catch {
      throw new OutboundError("redirected to an invalid URL");
    }
    next = parseHttpUrl(next.href);
    if (next.origin !== u.origin) {
      const { authorization: _a, cookie: _c, ...rest } = headers;
      headers = rest;
    }
    if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === "POST")) {
      method = "GET";
      body = undefined;
      const { "content-type": _t, ...rest } = headers;
      headers = rest;
    }
    u = next;
  }
}

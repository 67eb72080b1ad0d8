import type { components } from "@portico/sdk";
import {
  type FieldProblems,
  networkDetailProblems,
  networkSettingsProblems,
  removeEmptyProbeUrls,
} from "@portico/sdk/rules";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../errors";
import { localize, type MessageValues, requestLang } from "./networkMessages";

type Schemas = components["schemas"];
export type NetworkSettings = Schemas["NetworkSettings"];
export type NetworkDetail = Schemas["NetworkDetail"];

// The contract's FieldProblem: the key and its placeholder values (a list is the `items` value).
const fieldProblem = (key: string, values?: MessageValues) =>
  values === undefined
    ? { key }
    : {
        key,
        values: Array.isArray(values) ? { items: values.join(", ") } : (values as Record<string, string | number>),
      };

/** What a check found: message key (and the values of its text) per field path such as `network/lan/0/netmask`. */
export class Problems {
  readonly found = new Map<string, { key: string; values?: MessageValues }>();
  /** Records the first problem of a field; `values` fill the text's placeholders (a list fills `{{items}}`). */
  add(path: string, key: string, values?: MessageValues): void {
    if (!this.found.has(path)) this.found.set(path, values ? { key, values } : { key });
  }
  /** Records the problems a rule of `@portico/sdk/rules` found, their paths under `base` (e.g. `detail`). */
  addAll(found: FieldProblems, base = ""): void {
    for (const [path, m] of Object.entries(found)) this.add(base ? `${base}/${path}` : path, m.key, m.values);
  }
  get empty(): boolean {
    return this.found.size === 0;
  }
  /**
   * Throws 400 VALIDATION_FAILED when anything was found: `fields` per path and `description` (the first
   * problem) in the request's language, `userMessage` the first message key, `fieldProblems` each path's key and
   * values (for clients that translate with their own catalogue).
   */
  throwIfAny(req: FastifyRequest, message = "Invalid network settings"): void {
    if (this.empty) return;
    const lang = requestLang(req);
    const fields = Object.fromEntries([...this.found].map(([p, m]) => [p, localize(lang, m.key, m.values)]));
    const fieldProblems = Object.fromEntries([...this.found].map(([p, m]) => [p, fieldProblem(m.key, m.values)]));
    const [first] = this.found.values();
    throw new HttpError(400, "VALIDATION_FAILED", message, {
      description: localize(lang, first!.key, first!.values),
      userMessage: first!.key,
      fields,
      fieldProblems,
    });
  }
}

/** Checks WAN, LAN and wifi settings (part 1 section 5; the rules' one composition) under `base` (e.g. `network`). */
export function checkNetworkSettings(n: NetworkSettings | undefined, base: string, p: Problems): void {
  p.addAll(networkSettingsProblems(n, base));
}

/** Checks a whole per-device or per-group detail (the widgets' composition too) under `base` (e.g. `detail`). */
export function checkNetworkDetail(d: NetworkDetail | undefined, base: string, p: Problems): void {
  if (d) p.addAll(networkDetailProblems(d), base);
}

/** WAN blocks as the mode says (dhcp carries an empty `dhcp` block, other modes none). */
export function normalizeNetwork<N extends NetworkSettings | undefined>(n: N): N {
  if (!n?.wan) return n;
  return {
    ...n,
    wan: n.wan.map(({ dhcp, ...w }) => (w.mode === "dhcp" ? { ...w, dhcp: dhcp ?? {} } : w)),
  } as N;
}

/** The detail as it is stored: WAN blocks normalised and empty probe URLs removed. */
export function normalizeDetail(d: NetworkDetail): NetworkDetail {
  const out: NetworkDetail = { ...d };
  if (d.network) out.network = normalizeNetwork(d.network);
  if (d.endpoint?.probe?.url) {
    out.endpoint = { ...d.endpoint, probe: { ...d.endpoint.probe, url: removeEmptyProbeUrls(d.endpoint.probe.url) } };
  }
  return out;
}

/** True when `tz` is a time zone this runtime knows (Intl throws RangeError otherwise). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

import type { components } from "@portico/sdk";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { boundIntegers, deref } from "../../contract";

type Schemas = components["schemas"];

/** One report item as the contract types it, by kind. */
export type ReportItem = Schemas["ReportItem"];
/** The kinds of report a device sends. */
export type ReportKind = ReportItem["kind"];
/** The item of one kind. */
export type ItemOf<K extends ReportKind> = Extract<ReportItem, { kind: K }>;

/** Each kind's schema in the bundled contract (components/schemas/Report<Kind>). */
const KIND_SCHEMAS = {
  heartbeat: "ReportHeartbeat",
  statistics: "ReportStatistics",
  apReport: "ReportApReport",
  accessPoints: "ReportAccessPoints",
  clients: "ReportClients",
  dns: "ReportDns",
  wifiClient: "ReportWifiClient",
  dhcp: "ReportDhcp",
  siteSurvey: "ReportSiteSurvey",
  guestSession: "ReportGuestSession",
  upgrade: "ReportUpgrade",
} as const satisfies Record<ReportKind, keyof Schemas>;

/** The report kinds, in the order a batch is stored (status first, so later items see the device online). */
export const REPORT_KINDS = Object.keys(KIND_SCHEMAS) as ReportKind[];

// The server's own AJV settings for contract schemas: int64 is a safe integer, int32 fits an int4 column.
function contractAjv(): Ajv {
  const ajv = new Ajv({ allErrors: false, strict: false });
  addFormats(ajv);
  ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
  ajv.addFormat("int64", { type: "number", validate: Number.isSafeInteger });
  return ajv;
}

let validators: Map<string, ValidateFunction> | undefined;

function validatorOf(kind: string): ValidateFunction | undefined {
  if (!validators) {
    const ajv = contractAjv();
    validators = new Map(
      Object.entries(KIND_SCHEMAS).map(([k, name]) => [
        k,
        ajv.compile(boundIntegers(deref({ $ref: `#/components/schemas/${name}` }))),
      ]),
    );
  }
  return validators.get(kind);
}

/**
 * Checks one report item against its kind's schema in the contract: the item, or why it is refused (so that one
 * bad line is rejected alone, not the whole batch).
 * @example checkItem({ kind: "heartbeat", ts: 1795000000, uptime: 5 }) // { item }
 */
export function checkItem(raw: unknown): { item: ReportItem } | { message: string } {
  const kind = (raw as { kind?: unknown } | null)?.kind;
  const validate = typeof kind === "string" ? validatorOf(kind) : undefined;
  if (!validate) return { message: `kind: must be one of ${REPORT_KINDS.join(", ")}` };
  if (validate(raw)) return { item: raw as ReportItem };
  const e = validate.errors?.[0];
  const at = [e?.instancePath?.replace(/^\//, ""), e?.params?.additionalProperty ?? e?.params?.missingProperty]
    .filter(Boolean)
    .join("/");
  return { message: `${at || kind}: ${e?.message ?? "is invalid"}` };
}

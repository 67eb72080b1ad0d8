import { createHmac, timingSafeEqual } from "node:crypto";
import { HttpError } from "../../errors";
import type { SourceColumn } from "./sourceRows";

/** Seconds a template URL stays valid (24 hours, as export URLs). */
export const TEMPLATE_URL_TTL = 24 * 60 * 60;

const signature = (key: string, sourceId: number, expires: number) =>
  createHmac("sha256", key).update(`GET\n/v3/air2-sources/${sourceId}/import-template\n${expires}`).digest("hex");

/** The signed path of a source's csv template (key: the export signing key of the database). */
export function signedTemplatePath(key: string, sourceId: number, expires: number): string {
  return `/v3/air2-sources/${sourceId}/import-template?expires=${expires}&sig=${signature(key, sourceId, expires)}`;
}

/** Throws 403 EXPORT_URL_INVALID for a wrong signature, 410 EXPORT_URL_EXPIRED past the expiry. */
export function checkTemplateSignature(key: string, sourceId: number, expires: number, sig: string, nowTs: number) {
  const want = Buffer.from(signature(key, sourceId, expires), "hex");
  const got = Buffer.from(/^[0-9a-f]{64}$/.test(sig) ? sig : "", "hex");
  if (got.length !== want.length || !timingSafeEqual(got, want))
    throw new HttpError(403, "EXPORT_URL_INVALID", "The download URL's signature is wrong");
  if (nowTs > expires) throw new HttpError(410, "EXPORT_URL_EXPIRED", "The download URL has expired");
}

/** The template: a UTF-8 csv (with a BOM, so that spreadsheets read CJK names) whose one line is the column names. */
export function templateCsv(columns: readonly SourceColumn[]): string {
  return `\uFEFF${columns.map((c) => c.name).join(",")}\r\n`;
}

/** An example row for the import info block: a short text, 0, or the given instant per column type. */
export function exampleRow(columns: readonly SourceColumn[], nowTs: number): Record<string, string | number> {
  return Object.fromEntries(
    columns.map((c) => [
      c.name,
      c.dataType === "number" ? 0 : c.dataType === "datetime" ? nowTs : "text".slice(0, c.length ?? 8),
    ]),
  );
}

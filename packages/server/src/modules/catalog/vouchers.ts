import { randomInt } from "node:crypto";
import { QR_SIZE_DEFAULT } from "@portico/sdk/rules";
import QRCode from "qrcode";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { newAppKey } from "./catalogRows";

/** The contract's Voucher. */
export interface Voucher {
  id: number;
  businessId: number;
  appId: string;
  name: string;
  codePrefix: string;
  qrSize: number;
  code: string;
  redeemUrl: string;
  qrCode: string;
  redeemedTs: number | null;
  updatedTs: number;
}

/** The contract's VoucherInput. */
export interface VoucherInput {
  name: string;
  codePrefix?: string;
  qrSize?: number;
}

// No 0/O or 1/I: a code read aloud or typed from paper stays unambiguous.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const CODE_LENGTH = 10;

/** A fresh voucher code: the prefix and 10 random letters and digits (crypto RNG). */
export function newVoucherCode(prefix: string): string {
  let s = "";
  for (let i = 0; i < CODE_LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${s}`;
}

/** The public page a voucher's QR encodes (it redeems the voucher once). */
export const voucherRedeemUrl = (origin: string, code: string) => `${origin}/vouchers/${encodeURIComponent(code)}`;

async function toVoucher(r: Record<string, unknown>, origin: string): Promise<Voucher> {
  const code = String(r.code);
  const qrSize = Number(r.qr_size);
  const redeemUrl = voucherRedeemUrl(origin, code);
  return {
    id: Number(r.id),
    businessId: Number(r.business_id),
    appId: String(r.app_id),
    name: String(r.name),
    codePrefix: String(r.code_prefix),
    qrSize,
    code,
    redeemUrl,
    qrCode: await QRCode.toDataURL(redeemUrl, { errorCorrectionLevel: "M", margin: 2, width: qrSize }),
    redeemedTs: r.redeemed_ts === null ? null : Number(r.redeemed_ts),
    updatedTs: Number(r.updated_ts),
  };
}

/** The vouchers of a business, newest first. */
export async function vouchersOf(db: Queryable, businessId: number, origin: string): Promise<Voucher[]> {
  const rows = await db.query("select * from vouchers where business_id = $1 order by id desc", [businessId]);
  return Promise.all(rows.map((r) => toVoucher(r, origin)));
}

/** One voucher, or null. */
export async function voucherById(db: Queryable, id: number, origin: string): Promise<Voucher | null> {
  const [r] = await db.query("select * from vouchers where id = $1", [id]);
  return r ? toVoucher(r, origin) : null;
}

/**
 * Adds (no id) or replaces a voucher; resolves to its id. A new voucher draws its code; an unredeemed one draws a
 * new code when its prefix changes (the printed QR then no longer redeems). A redeemed one keeps its code.
 */
export async function saveVoucher(
  db: Queryable,
  businessId: number,
  id: number | null,
  v: VoucherInput,
  nowTs: number,
): Promise<number> {
  const prefix = v.codePrefix ?? "";
  const qrSize = v.qrSize ?? QR_SIZE_DEFAULT;
  if (id) {
    await db.query(
      `update vouchers set name = $2, qr_size = $4, updated_ts = $5,
         code = case when code_prefix <> $3 and redeemed_ts is null then $6 else code end,
         code_prefix = case when redeemed_ts is null then $3 else code_prefix end
       where id = $1`,
      [id, v.name.trim(), prefix, qrSize, nowTs, newVoucherCode(prefix)],
    );
    return id;
  }
  const [r] = await db.query<{ id: number }>(
    `insert into vouchers (business_id, app_id, name, code_prefix, qr_size, code, updated_ts)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [businessId, newAppKey(), v.name.trim(), prefix, qrSize, newVoucherCode(prefix), nowTs],
  );
  return Number(r!.id);
}

/**
 * Redeems the voucher with `code` (of `businessId` when given) once: one conditional update, so of two redeems
 * racing each other exactly one wins. 404 VOUCHER_NOT_FOUND for an unknown code, 409 VOUCHER_ALREADY_REDEEMED after.
 * @returns the redeemed voucher's id.
 */
export async function redeemVoucher(
  db: Queryable,
  code: string,
  businessId: number | null,
  nowTs: number,
): Promise<number> {
  const [won] = await db.query<{ id: number }>(
    `update vouchers set redeemed_ts = $3 where code = $1 and ($2::bigint is null or business_id = $2)
       and redeemed_ts is null returning id`,
    [code.trim(), businessId, nowTs],
  );
  if (won) return Number(won.id);
  const [seen] = await db.query("select 1 from vouchers where code = $1 and ($2::bigint is null or business_id = $2)", [
    code.trim(),
    businessId,
  ]);
  if (!seen) throw new HttpError(404, "VOUCHER_NOT_FOUND", "No voucher has this code");
  throw new HttpError(409, "VOUCHER_ALREADY_REDEEMED", "This voucher was already redeemed");
}

import { INSTALLMENTS } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { jsonOf, newAppKey } from "./catalogRows";

/** The contract's PaymentConfig. */
export interface PaymentConfig {
  id: number;
  businessId: number;
  appId: string;
  name: string;
  setting: { provider: string };
  installments: number[];
  updatedTs: number;
}

/** The contract's PaymentConfigInput. */
export interface PaymentConfigInput {
  name: string;
  setting: { provider: string };
  installments?: number[];
}

const toPayment = (r: Record<string, unknown>): PaymentConfig => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  appId: String(r.app_id),
  name: String(r.name),
  setting: { provider: String(r.provider) },
  installments: jsonOf<number[]>(r.installments),
  updatedTs: Number(r.updated_ts),
});

/** The payment configs of a business, newest first. */
export async function paymentsOf(db: Queryable, businessId: number): Promise<PaymentConfig[]> {
  const rows = await db.query("select * from payment_configs where business_id = $1 order by id desc", [businessId]);
  return rows.map(toPayment);
}

/** One payment config, or null. */
export async function paymentById(db: Queryable, id: number): Promise<PaymentConfig | null> {
  const [r] = await db.query("select * from payment_configs where id = $1", [id]);
  return r ? toPayment(r) : null;
}

/** Adds (no id) or replaces a payment config; resolves to its id. Instalments are stored ascending. */
export async function savePayment(
  db: Queryable,
  businessId: number,
  id: number | null,
  p: PaymentConfigInput,
  nowTs: number,
): Promise<number> {
  const installments = INSTALLMENTS.filter((n) => p.installments?.includes(n));
  const values = [p.name.trim(), p.setting.provider, JSON.stringify(installments), nowTs];
  const [r] = id
    ? await db.query<{ id: number }>(
        "update payment_configs set name = $2, provider = $3, installments = $4, updated_ts = $5 where id = $1 returning id",
        [id, ...values],
      )
    : await db.query<{ id: number }>(
        `insert into payment_configs (business_id, app_id, name, provider, installments, updated_ts)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [businessId, newAppKey(), ...values],
      );
  return Number(r!.id);
}

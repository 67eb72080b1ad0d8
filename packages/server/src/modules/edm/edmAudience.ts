import type { ServerContext } from "../../context";
import { DEFAULT_TIME_ZONE, findBusiness } from "../business/businesses";
import type { AudienceResolver } from "../delivery/deliveryTypes";
import { audienceSql, type EdmAudience, type GuestRow, normalizeFilter } from "./edmAudienceQuery";

/** Recipients per page handed to the delivery core. */
export const EDM_AUDIENCE_PAGE = 1000;

/** A recipient as the delivery core takes it: the address, a name and the {{var}} values. */
export interface EdmRecipientOut {
  email: string;
  name?: string;
  vars: Record<string, string>;
}

// The audience JSON of a run, read defensively (it was stored by the core).
function audienceOf(raw: unknown, nowSeconds: number): EdmAudience {
  const a = (raw && typeof raw === "object" ? raw : {}) as Partial<EdmAudience>;
  return {
    filter: normalizeFilter(a.filter, nowSeconds),
    trigger: a.trigger ?? null,
  };
}

/**
 * The `edm` audience: the business's visitors with an e-mail that the campaign's filter (and a recurring slot's
 * trigger) selects, in pages of guest-key order (a keyset, so a resumed run reads the same pages). Variables: name,
 * email. (A test send lists its addresses; the core sends those without a resolver.)
 */
export async function* resolveEdmAudience(
  ctx: ServerContext,
  run: { businessId: number; campaignId: string; audience: unknown },
): AsyncIterable<EdmRecipientOut[]> {
  const audience = audienceOf(run.audience, Math.floor(ctx.now() / 1000));
  const timeZone = (await findBusiness(ctx.db, run.businessId))?.time_zone ?? DEFAULT_TIME_ZONE;
  const { sql, params } = audienceSql(audience, timeZone, true);
  let last = "";
  for (;;) {
    params[0] = last;
    const rows = await ctx.db.query<GuestRow>(`${sql} order by g.guest_key limit ${EDM_AUDIENCE_PAGE}`, [
      run.businessId,
      ...params,
    ]);
    if (!rows.length) return;
    yield rows.map((r) => ({
      email: r.email,
      ...(r.name ? { name: r.name } : {}),
      vars: { name: r.name ?? "", email: r.email },
    }));
    if (rows.length < EDM_AUDIENCE_PAGE) return;
    last = rows.at(-1)!.guest_key;
  }
}

/** The `edm` line of the delivery core's AUDIENCES. */
export const edmAudience: AudienceResolver = { kind: "edm", resolve: resolveEdmAudience };

import type { ServerContext } from "../../context";
import { iterateSourceRows, type SourceColumn } from "../sources/sourceRows";
import type { Air2Source } from "./air2Settings";

/** The submitted contact sources of a business (a draft has no rows to send to), oldest first. */
export async function submittedSources(ctx: Pick<ServerContext, "db">, businessId: number): Promise<Air2Source[]> {
  const rows = await ctx.db.query<{ id: number; name: string; columns: SourceColumn[] | string }>(
    "select id, name, columns from contact_sources where business_id = $1 and status = 'submitted' order by id",
    [businessId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    columns: typeof r.columns === "string" ? JSON.parse(r.columns) : r.columns,
  }));
}

/** The pages of rows of a business's submitted source (the sources module's keyset reader). */
export const sourceRows = (ctx: Pick<ServerContext, "db">, businessId: number, sourceId: number) =>
  iterateSourceRows(ctx, businessId, sourceId);

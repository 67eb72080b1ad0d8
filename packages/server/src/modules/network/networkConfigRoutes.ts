import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf } from "../business/access";
import { businessOfRow, businessRows } from "../business/businessRows";
import { businessBasics } from "./configGroups";
import { defaultNetworkDetail } from "./networkDefaults";
import { checkNetworkDetail, type NetworkDetail, normalizeDetail, Problems } from "./networkValidation";

interface NetworkConfigRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  name: string;
  detail: NetworkDetail;
  updated_ts: number;
}

const COLUMNS = "id, business_id, name, detail, updated_ts";
const toNetworkConfig = (r: NetworkConfigRow) => ({
  id: r.id,
  businessId: r.business_id,
  name: r.name,
  updatedTs: r.updated_ts,
  detail: r.detail,
});

const byId: BusinessIdOf<{ Params: { networkConfigId: number } }> = (req, ctx) =>
  businessOfRow(ctx.db, "network_configs", req.params.networkConfigId);

/** Registers the network configuration templates: list, create, get, update, remove. */
export function registerNetworkConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);

  operationRoute(app, "listNetworkConfigs", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const rows = await businessRows<NetworkConfigRow>(ctx.db, "network_configs", COLUMNS, businessOf(req).businessId);
      return rows.map(toNetworkConfig);
    },
  });

  operationRoute(app, "createNetworkConfig", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const body = req.body;
      const p = new Problems();
      if (!body.name?.trim()) p.add("name", "validation.required");
      checkNetworkDetail(body.detail, "detail", p);
      p.throwIfAny(req);
      const b = await businessBasics(ctx.db, businessId);
      const detail = normalizeDetail(body.detail ?? defaultNetworkDetail(b.name, b.timeZone));
      const [row] = await ctx.db.query<NetworkConfigRow>(
        `insert into network_configs (business_id, name, detail, created_ts, updated_ts) values ($1, $2, $3, $4, $4)
         returning ${COLUMNS}`,
        [businessId, body.name!.trim(), JSON.stringify(detail), now()],
      );
      return reply.status(201).send(toNetworkConfig(row!));
    },
  });

  operationRoute(app, "getNetworkConfig", {
    preHandler: businessGuards(ctx, "get", byId),
    handler: async (req) => {
      const [row] = await ctx.db.query<NetworkConfigRow>(`select ${COLUMNS} from network_configs where id = $1`, [
        req.params.networkConfigId,
      ]);
      return toNetworkConfig(row!);
    },
  });

  operationRoute(app, "updateNetworkConfig", {
    preHandler: businessGuards(ctx, "put", byId),
    handler: async (req) => {
      const body = req.body;
      const p = new Problems();
      if (body.name !== undefined && !body.name.trim()) p.add("name", "validation.required");
      checkNetworkDetail(body.detail, "detail", p);
      p.throwIfAny(req);
      const [row] = await ctx.db.query<NetworkConfigRow>(
        `update network_configs set name = coalesce($2, name), detail = coalesce($3::jsonb, detail), updated_ts = $4
         where id = $1 returning ${COLUMNS}`,
        [
          req.params.networkConfigId,
          body.name?.trim() ?? null,
          body.detail ? JSON.stringify(normalizeDetail(body.detail)) : null,
          now(),
        ],
      );
      return toNetworkConfig(row!);
    },
  });

  operationRoute(app, "removeNetworkConfig", {
    preHandler: businessGuards(ctx, "delete", byId),
    handler: async (req) => {
      // config_groups.configuration_id is a real foreign key (on delete set null).
      await ctx.db.query("delete from network_configs where id = $1", [req.params.networkConfigId]);
      return { ok: true };
    },
  });
}

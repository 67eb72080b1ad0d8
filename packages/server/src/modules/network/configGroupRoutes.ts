import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf } from "../business/access";
import { businessRows } from "../business/businessRows";
import {
  assertConfigGroupNameFree,
  businessBasics,
  businessOfConfigGroup,
  CONFIG_GROUP_COLUMNS,
  type ConfigGroupRow,
  checkConfigGroupInput,
  configGroupRow,
  nameRace,
  storedActivities,
  toConfigGroup,
} from "./configGroups";
import { firstConfigGroupDefaults } from "./networkDefaults";
import { localize, requestLang } from "./networkMessages";
import { normalizeNetwork, Problems } from "./networkValidation";
import { hasOpenEvents } from "./schedules";

const byConfigGroupId: BusinessIdOf<{ Params: { configGroupId: number } }> = (req, ctx) =>
  businessOfConfigGroup(ctx.db, req.params.configGroupId);

/** Registers configuration groups: list, first defaults, get, model description, create, update, remove, switches. */
export function registerConfigGroupRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const load = async (id: number) => toConfigGroup(ctx.db, (await configGroupRow(ctx.db, id))!);

  operationRoute(app, "listConfigGroups", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const rows = await businessRows<ConfigGroupRow>(
        ctx.db,
        "config_groups",
        CONFIG_GROUP_COLUMNS,
        businessOf(req).businessId,
      );
      return Promise.all(rows.map((r) => toConfigGroup(ctx.db, r)));
    },
  });

  operationRoute(app, "getFirstConfigGroupDefaults", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const b = await businessBasics(ctx.db, businessOf(req).businessId);
      return firstConfigGroupDefaults(b.name, b.timeZone);
    },
  });

  operationRoute(app, "createConfigGroup", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const body = req.body;
      const p = new Problems();
      await checkConfigGroupInput(ctx.db, businessId, body, p);
      p.throwIfAny(req);
      await assertConfigGroupNameFree(ctx.db, businessId, body.name, null, requestLang(req));
      const b = await businessBasics(ctx.db, businessId);
      const d = { ...firstConfigGroupDefaults(b.name, b.timeZone), ...body };
      const [row] = await ctx.db
        .query<{ id: number }>(
          `insert into config_groups (business_id, name, network, system, activities, portal_type, radius, time_zone,
           model_id, configuration_id, created_ts, updated_ts)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning id`,
          [
            businessId,
            d.name.trim(),
            JSON.stringify(normalizeNetwork(d.network)),
            JSON.stringify(d.system ?? {}),
            JSON.stringify(storedActivities(d.activities)),
            d.portalType,
            d.radius ? JSON.stringify(d.radius) : null,
            d.timeZone,
            d.modelId,
            d.configurationId ?? null,
            now(),
          ],
        )
        .catch(nameRace(d.name, requestLang(req)));
      return reply.status(201).send(await load(row!.id));
    },
  });

  operationRoute(app, "getConfigGroup", {
    preHandler: businessGuards(ctx, "get", byConfigGroupId),
    handler: async (req) => load(req.params.configGroupId),
  });

  operationRoute(app, "getConfigGroupDescription", {
    preHandler: businessGuards(ctx, "get", byConfigGroupId),
    handler: async (req) => {
      const cg = await configGroupRow(ctx.db, req.params.configGroupId);
      const [m] = await ctx.db.query<{ id: string; name: string; description: Record<string, unknown> }>(
        "select id, name, description from inode_models where id = $1",
        [cg!.model_id],
      );
      if (!m) throw new HttpError(404, "NOT_FOUND", "Unknown model");
      return { modelId: m.id, name: m.name, ...m.description };
    },
  });

  operationRoute(app, "updateConfigGroup", {
    preHandler: businessGuards(ctx, "put", byConfigGroupId),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const { configGroupId } = req.params;
      const { confirm } = req.query;
      const body = req.body;
      const p = new Problems();
      await checkConfigGroupInput(ctx.db, businessId, body, p);
      p.throwIfAny(req);
      await assertConfigGroupNameFree(ctx.db, businessId, body.name, configGroupId, requestLang(req));
      const users = await ctx.db.query<{ id: number; name: string }>(
        "select id, name from inode_groups where business_id = $1 and configuration_id = $2 order by id",
        [businessId, configGroupId],
      );
      // Part 1 section 5: updating a configuration several iNode groups use needs confirmation.
      if (users.length > 1 && !confirm) {
        const names = users.map((u) => u.name);
        throw new HttpError(409, "CONFIG_GROUP_IN_USE", "This configuration is used by several iNode groups", {
          description: localize(requestLang(req), "configGroup.inUse", names),
          userMessage: names.join(", "),
          fields: { inodeGroups: users.map((u) => u.id).join(",") },
        });
      }
      const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
      await ctx.db
        .query(
          `update config_groups set name = coalesce($2, name), network = coalesce($3::jsonb, network),
           system = coalesce($4::jsonb, system), activities = coalesce($5::jsonb, activities),
           portal_type = coalesce($6, portal_type), radius = case when $7 then $8::jsonb else radius end,
           time_zone = coalesce($9, time_zone), model_id = coalesce($10, model_id),
           configuration_id = case when $11 then $12::bigint else configuration_id end, updated_ts = $13
         where id = $1`,
          [
            configGroupId,
            body.name?.trim() ?? null,
            json(body.network && normalizeNetwork(body.network)),
            json(body.system),
            body.activities ? JSON.stringify(storedActivities(body.activities)) : null,
            body.portalType ?? null,
            "radius" in body,
            body.radius ? JSON.stringify(body.radius) : null,
            body.timeZone ?? null,
            body.modelId ?? null,
            "configurationId" in body,
            body.configurationId ?? null,
            now(),
          ],
        )
        .catch(nameRace(body.name, requestLang(req)));
      return load(configGroupId);
    },
  });

  operationRoute(app, "removeConfigGroup", {
    preHandler: businessGuards(ctx, "delete", byConfigGroupId),
    handler: async (req) => {
      const { configGroupId } = req.params;
      await ctx.db.transaction(async (tx) => {
        // inode_groups.configuration_id is a soft reference: free the groups that used it.
        await tx.query("update inode_groups set configuration_id = null where configuration_id = $1", [configGroupId]);
        await tx.query("delete from config_groups where id = $1", [configGroupId]);
      });
      return { ok: true };
    },
  });

  operationRoute(app, "setConfigGroupScheduleEnabled", {
    preHandler: businessGuards(ctx, "put", byConfigGroupId),
    handler: async (req) => {
      const { configGroupId } = req.params;
      const { enabled } = req.body;
      if (enabled && !(await hasOpenEvents(ctx, configGroupId))) {
        const key = "There is no schedule from today on to enable.";
        throw new HttpError(409, "SCHEDULE_EMPTY", "Nothing is scheduled from today on", {
          description: localize(requestLang(req), key),
          userMessage: key,
        });
      }
      await ctx.db.query("update config_groups set schedule_enabled = $2, updated_ts = $3 where id = $1", [
        configGroupId,
        enabled === 1,
        now(),
      ]);
      return load(configGroupId);
    },
  });

  operationRoute(app, "updateConfigGroupINodeGroups", {
    preHandler: businessGuards(ctx, "put", byConfigGroupId),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const { configGroupId } = req.params;
      const { inodeGroupIds } = req.body;
      const found = await ctx.db.query<{ id: number }>(
        "select id from inode_groups where business_id = $1 and id = any($2::bigint[])",
        [businessId, inodeGroupIds],
      );
      const known = new Set(found.map((r) => r.id));
      const p = new Problems();
      inodeGroupIds.forEach((id, i) => {
        if (!known.has(id)) p.add(`inodeGroupIds/${i}`, "validation.notInBusiness");
      });
      p.throwIfAny(req);
      await ctx.db.transaction(async (tx) => {
        await tx.query(
          "update inode_groups set configuration_id = null where configuration_id = $1 and not (id = any($2::bigint[]))",
          [configGroupId, inodeGroupIds],
        );
        await tx.query("update inode_groups set configuration_id = $1 where id = any($2::bigint[])", [
          configGroupId,
          inodeGroupIds,
        ]);
        await tx.query("update config_groups set updated_ts = $2 where id = $1", [configGroupId, now()]);
      });
      return load(configGroupId);
    },
  });
}

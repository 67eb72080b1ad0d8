import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { deviceFacts, effectiveConfig, modelBands } from "../devices/deviceConfig";
import { linksOfCampaign } from "../links/links";
import { activityNames } from "./configGroups";

const notFound = (what: string) => new HttpError(404, "NOT_FOUND", `${what} not found`);

/**
 * Registers getHotspotPortal: the portal a bound iNode sends a guest on one of its SSIDs to. The SSID is found by
 * name among the device's enabled SSIDs (its effective settings, on the radios its model has); the activity is
 * the one its iNode group's configuration group assigns to that SSID's index; the link is the activity's first.
 */
export function registerHotspotRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "getHotspotPortal", {
    handler: async (req) => {
      const { cuid } = req.params;
      const ssid = req.query.ssid;
      const [bound] = await ctx.db.query<{ group_id: number | null }>("select group_id from inodes where cuid = $1", [
        cuid,
      ]);
      if (!bound) throw notFound(`iNode ${cuid}`);
      const d = await deviceFacts(ctx.db, cuid);
      const { detail } = await effectiveConfig(ctx.db, d);
      const bands = await modelBands(ctx.db, d.model_id);
      const slot = bands
        .flatMap((band) =>
          detail.network?.wifi?.[band]?.enable === false ? [] : (detail.network?.wifi?.[band]?.ssid ?? []),
        )
        .find((s) => s.enable && s.name === ssid);
      if (!slot) throw notFound(`SSID '${ssid}' on iNode ${cuid}`);
      const [cg] = await ctx.db.query<{ activities: Record<string, { activityId: number }> }>(
        `select c.activities from inode_groups g join config_groups c on c.id = g.configuration_id where g.id = $1`,
        [d.group_id],
      );
      const activityId = cg?.activities[String(slot.index)]?.activityId;
      const name =
        activityId === undefined
          ? undefined
          : (await activityNames(ctx.db, d.business_id, [activityId])).get(activityId);
      if (activityId === undefined || name === undefined) throw notFound(`Activity on SSID '${ssid}'`);
      const [link] = await linksOfCampaign(ctx.db, d.business_id, "activity", activityId, ctx.publicUrl());
      if (!link) throw notFound(`Portal link of activity ${activityId}`);
      return {
        cuid,
        ssid,
        ssidIndex: slot.index,
        activityId,
        activityName: name,
        code: link.code,
        porticoUrl: link.porticoUrl,
      };
    },
  });
}

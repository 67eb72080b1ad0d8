import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { outboundAllowList, outboundFetch } from "../../guards/outbound";
import { operationRoute } from "../../operationRoute";
import { businessGuards } from "../business/access";
import { activityOr404, byActivityId } from "./activities";
import { throwProblems } from "./activityContent";
import { patchProfiles } from "./patchProfiles";

/** How long the CMX URL may take to answer. */
export const CMX_TIMEOUT_MS = 5000;

/** The most of a CMX answer read: a validator page is small. */
export const CMX_MAX_BYTES = 64 * 1024;

/**
 * True when a GET of `url` answers 2xx within 5 s with the validator in its body. The owner gives the URL, so it
 * goes through the outbound guard (internal addresses refused unless in `allow`, redirects re-checked, size
 * capped); the owner only learns true or false.
 */
export async function cmxAnswers(url: string, validator: string, allow: readonly string[]): Promise<boolean> {
  try {
    const res = await outboundFetch(url, { allow, timeoutMs: CMX_TIMEOUT_MS, maxBytes: CMX_MAX_BYTES });
    return res.ok && (await res.text()).includes(validator);
  } catch {
    return false;
  }
}

/** CMX: validate the saved URL against the saved validator; generate a new validator. */
export function registerActivityCmxRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "validateActivityCmx", {
    preHandler: businessGuards(ctx, "post", byActivityId),
    handler: async (req) => {
      const r = await activityOr404(ctx.db, req.params.activityId);
      // The editor auto-saves into the preview copy: its cmx settings are the latest saved ones.
      const profile = r.preview?.profile ?? r.profile;
      const { cmxUrl, cmxValidator } = profile;
      const problems: Record<string, string> = {};
      if (!cmxUrl || !/^https?:\/\//i.test(cmxUrl)) problems["profile/cmxUrl"] = "must be a saved http(s) URL";
      if (!cmxValidator) problems["profile/cmxValidator"] = "must be generated first";
      throwProblems(problems);
      const cmxValidated = await cmxAnswers(cmxUrl!, cmxValidator!, outboundAllowList(ctx));
      // The running copy takes the result only when it has the same URL and validator.
      const same = r.profile.cmxUrl === cmxUrl && r.profile.cmxValidator === cmxValidator;
      await patchProfiles(ctx.db, r.id, { cmxValidated }, ctx.now());
      if (!same)
        await ctx.db.query("update activities set profile = profile || $2::jsonb where id = $1", [
          r.id,
          JSON.stringify({ cmxValidated: Boolean(r.profile.cmxValidated) }),
        ]);
      return { cmxValidated, cmxValidator: cmxValidator ?? null };
    },
  });

  operationRoute(app, "generateActivityCmxValidator", {
    preHandler: businessGuards(ctx, "post", byActivityId),
    handler: async (req) => {
      const cmxValidator = randomBytes(16).toString("hex");
      await patchProfiles(ctx.db, req.params.activityId, { cmxValidator, cmxValidated: false }, ctx.now());
      return { cmxValidated: false, cmxValidator };
    },
  });
}

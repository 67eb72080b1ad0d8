// Checked by `tsc -p packages/server` (not run by vitest): a handler, and a guard, are held to the contract.
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "./context";
import { businessGuards } from "./modules/business/access";
import { byCuid } from "./modules/devices/inodes";
import { operationRoute } from "./operationRoute";

export function typedHandlers(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "createToken", {
    handler: async (req) => {
      const name: string = req.body.username;
      // @ts-expect-error TokenGrant has no `otp`: a handler cannot read a body field the contract lacks.
      req.body.otp;
      return { access_token: name, token_type: "bearer" as const, expires_in: 1 };
    },
  });
  operationRoute(app, "getActivity", {
    handler: async (req) => {
      const id: number = req.params.activityId;
      // @ts-expect-error activityId is an integer in the contract, not a string.
      const text: string = req.params.activityId;
      // @ts-expect-error getActivity has no request body.
      req.body.name;
      return { id, text };
    },
  });
  operationRoute(app, "getActivity", {
    // @ts-expect-error getActivity has no `cuid` path parameter, so the device guard cannot find its business.
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async () => ({}),
  });
}

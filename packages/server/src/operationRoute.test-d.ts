// Checked by `tsc -p packages/server` (not run): a handler is held to its operation's contract.
import type { FastifyInstance } from "fastify";
import { operationRoute } from "./operationRoute";

export function typedHandlers(app: FastifyInstance): void {
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
}

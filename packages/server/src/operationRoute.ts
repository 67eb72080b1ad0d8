import type { operations } from "@portico/sdk";
import type { FastifyInstance, RouteGenericInterface, RouteShorthandOptionsWithHandler } from "fastify";
import { contractRoute } from "./contract";

/** An operationId of the contract (openapi/, as generated into @portico/sdk). */
export type OperationId = keyof operations;

// `never` (no such part) reads as `undefined`, so Fastify falls back to `unknown` and nothing can be read from it.
type Present<T> = [T] extends [never] ? undefined : T;
type JsonBody<R> = R extends { content: { "application/json": infer B } } ? B : undefined;

/**
 * The request of a contract operation as a Fastify route generic: `Body`, `Params` and `Querystring` as
 * openapi-typescript generated them from the contract. AJV has validated (and coerced) each part against the
 * same contract before the handler runs, so the types hold at run time.
 */
export interface OperationRequest<K extends OperationId> extends RouteGenericInterface {
  Body: Present<JsonBody<NonNullable<operations[K]["requestBody"]>>>;
  Params: Present<NonNullable<operations[K]["parameters"]["path"]>>;
  Querystring: Present<NonNullable<operations[K]["parameters"]["query"]>>;
}

/** The options of {@link operationRoute}: everything but what the contract decides (method, URL, schemas). */
export type OperationRouteOptions<K extends OperationId> = Omit<
  RouteShorthandOptionsWithHandler<
    FastifyInstance["server"],
    Parameters<FastifyInstance["routing"]>[0],
    Parameters<FastifyInstance["routing"]>[1],
    OperationRequest<K>
  >,
  "schema"
>;

/**
 * Serves a contract operation: method, URL and request schemas from the contract, and a handler whose
 * `req.body`, `req.params` and `req.query` are typed from the same operation, so that a handler reading what
 * the contract does not have (or no longer has) fails typecheck.
 * @example operationRoute(app, "getActivity", { preHandler: businessGuards(ctx, "get", byActivityId), handler });
 */
export function operationRoute<K extends OperationId>(
  app: FastifyInstance,
  operationId: K,
  options: OperationRouteOptions<K>,
): void {
  app.route<OperationRequest<K>>({ ...contractRoute(operationId), ...options });
}

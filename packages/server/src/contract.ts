import type { FastifySchema } from "fastify";
import spec from "../../../openapi/bundled/portico.json" with { type: "json" };

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Json }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { content?: Record<string, { schema?: Json }> }>;
};

/** The bundled contract (openapi/bundled/portico.json, made by `node scripts/gen.mjs`). */
export const contract = spec as unknown as Json & { paths: Record<string, Record<string, Operation>> };

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/** Inlines every local `$ref` so that each route schema stands alone (the contract has no cycles). */
export function deref<T>(node: T, seen: string[] = []): T {
  if (Array.isArray(node)) return node.map((n) => deref(n, seen)) as T;
  if (!node || typeof node !== "object") return node;
  const ref = (node as Json).$ref;
  if (typeof ref === "string" && ref.startsWith("#/")) {
    if (seen.includes(ref)) throw new Error(`cyclic $ref ${ref}`);
    const target = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((o, k) => (o as Json)?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], contract);
    return deref(target as T, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v, seen)])) as T;
}

/**
 * Gives every `integer` without a format the `int64` format (a safe integer, within PostgreSQL's bigint), so
 * that no integer the contract accepts is unbounded (a `maximum` alone leaves -1e308): 1e308 or 2^63 answer
 * 400 instead of failing in SQL. Integers stored in int4 columns say `format: int32` in the contract itself.
 * @example boundIntegers({ type: "integer" }) // { type: "integer", format: "int64" }
 */
export function boundIntegers<T>(node: T): T {
  if (Array.isArray(node)) return node.map(boundIntegers) as T;
  if (!node || typeof node !== "object") return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, boundIntegers(v)])) as Json;
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes("integer") && out.format === undefined) out.format = "int64";
  return out as T;
}

/** One contract operation as a Fastify route: method, URL (`{id}` => `:id`) and request schemas. */
export interface ContractRoute {
  method: Uppercase<(typeof METHODS)[number]>;
  url: string;
  path: string;
  schema: FastifySchema;
  operation: Operation;
}

function toRoute(path: string, method: (typeof METHODS)[number], op: Operation): ContractRoute {
  const params = (boundIntegers(deref(op.parameters)) ?? []).filter((p) => p.schema);
  const group = (where: string) => {
    const list = params.filter((p) => p.in === where);
    if (!list.length) return undefined;
    const required = list.filter((p) => p.required || where === "path").map((p) => p.name);
    return {
      type: "object",
      properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
      ...(required.length ? { required } : {}),
    };
  };
  const body = boundIntegers(deref(op.requestBody?.content?.["application/json"]?.schema));
  const schema: FastifySchema = {};
  const querystring = group("query");
  const pathParams = group("path");
  if (querystring) schema.querystring = querystring;
  if (pathParams) schema.params = pathParams;
  if (body) schema.body = body;
  return {
    method: method.toUpperCase() as ContractRoute["method"],
    url: path.replace(/\{(\w+)\}/g, ":$1"),
    path,
    schema,
    operation: op,
  };
}

const byOperationId = new Map<string, ContractRoute>();
for (const [path, item] of Object.entries(contract.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (op) byOperationId.set(op.operationId, toRoute(path, method, op));
  }
}

/**
 * The route of a contract operation, by operationId; throws when the contract has no such operation.
 * @example app.route({ ...contractRoute("getMe"), handler }); // or operationRoute(app, "getMe", { handler })
 */
export function contractRoute(operationId: string): Pick<ContractRoute, "method" | "url" | "schema"> {
  const r = byOperationId.get(operationId);
  if (!r) throw new Error(`operation ${operationId} is not in openapi/`);
  return { method: r.method, url: r.url, schema: r.schema };
}

/** Every operation of the contract (tests check that each one is served). */
export function contractOperations(): ContractRoute[] {
  return [...byOperationId.values()];
}

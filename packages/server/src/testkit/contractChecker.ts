import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { contract, deref } from "../contract";

type Json = Record<string, unknown>;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat("int64", { type: "number", validate: Number.isSafeInteger });
const cache = new Map<string, ReturnType<typeof ajv.compile>>();

/**
 * Checks a response against the contract: the status must be documented for the operation, and a JSON
 * body must match that status's schema. Returns the problems (empty when it conforms).
 */
export function contractProblems(method: string, path: string, status: number, body: unknown): string[] {
  const templ = Object.keys(contract.paths).find((p) => new RegExp(`^${p.replace(/\{\w+\}/g, "[^/]+")}$`).test(path));
  if (!templ) return [`${path} is not in the contract`];
  const op = (contract.paths[templ] as Record<string, Json>)[method.toLowerCase()];
  if (!op) return [`${method} ${templ} is not in the contract`];
  const responses = deref(op.responses) as Record<string, { content?: Record<string, { schema?: Json }> }>;
  const response = responses[String(status)] ?? responses.default;
  if (!response) return [`${method} ${templ} does not document status ${status}`];
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return [];
  const key = `${method} ${templ} ${status}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${key}: ${e.instancePath} ${e.message}`);
}

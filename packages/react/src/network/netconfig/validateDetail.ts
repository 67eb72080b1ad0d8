import { NETWORK_BOUNDS, networkDetailProblems } from "@portico/sdk/rules";
import type { NetworkDetail } from "../../data/networkConfigTypes";
import type { FieldPath } from "./paths";

/** One field's problem: a rule message key of `@portico/sdk/rules` (texts in the core catalogue) and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** Problems by field path; an empty map means the detail may be saved. */
export type Problems = Map<FieldPath, Problem>;

/** Integer bounds of the numeric fields, from the contract (the sections' min and max). */
export const BOUNDS = NETWORK_BOUNDS;

/**
 * Checks a network detail with the one composition of `@portico/sdk/rules` (`networkDetailProblems`, part 1
 * section 5) that the server runs again on save, so the form and the server name the same fields with the same
 * message keys.
 */
export function validateDetail(d: NetworkDetail): Problems {
  return new Map(Object.entries(networkDetailProblems(d)));
}

import type { Me } from "@portico/sdk";

/** The account's `suspended` flag in words: 0 active, 1 suspended, 2 disabled. */
export type AccountState = "active" | "suspended" | "disabled";

export function accountState(suspended: Me["suspended"]): AccountState {
  return suspended === 2 ? "disabled" : suspended === 1 ? "suspended" : "active";
}

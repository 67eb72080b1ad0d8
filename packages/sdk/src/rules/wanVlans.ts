import type { components } from "../generated/schema";
import { type FieldProblems, RULE_MESSAGES, type RuleMessageKey } from "./messages";
import { type StaticAddress, validateStaticWan } from "./staticWan";
import { isVlanId } from "./vlanOptions";

type Schemas = components["schemas"];

/**
 * One VLAN entry as {@link vlanEntriesProblems} reads it: the contract's `VlanEntry`, with the id a form may not
 * have yet (`undefined` when the field is empty, `NaN` when it is not a whole number).
 */
export interface VlanEntryInput {
  mode: Schemas["VlanEntry"]["mode"];
  vlanId: number | undefined;
  static?: StaticAddress;
  pppoe?: { username?: string | null };
}

/**
 * Checks the VLAN entries of one WAN interface (part 1 section 5): the id is required, from 1 to 4094 and unique
 * on the WAN; a static entry's address follows `validateStaticWan`; a PPPoE entry needs a user name. Paths are
 * `${base}/${index}/vlanId`, `.../static/ip|mask|gateway` and `.../pppoe/username` (no leading `/` when `base` is
 * empty); the first problem of a field wins. Problems are added to `into` when given.
 * @example vlanEntriesProblems([{ mode: "dhcp", vlanId: 10 }, { mode: "dhcp", vlanId: 10 }], "wan0")
 * // { "wan0/1/vlanId": { key: "validation.duplicate" } }
 */
export function vlanEntriesProblems(
  entries: readonly VlanEntryInput[],
  base = "",
  into: FieldProblems = {},
): FieldProblems {
  const add = (path: string, key: RuleMessageKey) => {
    if (!into[path]) into[path] = { key };
  };
  const seen = new Set<number>();
  entries.forEach((e, i) => {
    const at = base ? `${base}/${i}` : `${i}`;
    if (e.vlanId === undefined) add(`${at}/vlanId`, RULE_MESSAGES.required);
    else if (!isVlanId(e.vlanId)) add(`${at}/vlanId`, RULE_MESSAGES.vlanId);
    else if (seen.has(e.vlanId)) add(`${at}/vlanId`, RULE_MESSAGES.duplicate);
    else seen.add(e.vlanId);
    if (e.mode === "static") {
      for (const [field, key] of Object.entries(validateStaticWan(e.static ?? {}))) add(`${at}/static/${field}`, key);
    }
    if (e.mode === "pppoe" && !e.pppoe?.username?.trim()) add(`${at}/pppoe/username`, RULE_MESSAGES.required);
  });
  return into;
}

/**
 * Checks an iNode group's VLANs per WAN interface against the WAN interfaces of the group's model: VLANs on a WAN the
 * model lacks are refused whole (`wanVlans/${wan}`), the entries of the others as {@link vlanEntriesProblems} says
 * (`wanVlans/${wan}/${index}/...`, the save body's own paths).
 * @example groupWanVlansProblems({ wan9: [] }, ["wan0"]) // { "wanVlans/wan9": { key: "validation.wanInterface" } }
 */
export function groupWanVlansProblems(value: Schemas["GroupWanVlans"], wans: readonly string[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const [wan, entries] of Object.entries(value)) {
    if (wans.includes(wan)) vlanEntriesProblems(entries, `wanVlans/${wan}`, problems);
    else problems[`wanVlans/${wan}`] = { key: RULE_MESSAGES.wanInterface };
  }
  return problems;
}

import type { components } from "@portico/sdk";
import { groupWanVlansProblems } from "@portico/sdk/rules";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/db";
import { Problems } from "../network/networkValidation";

/** The VLAN entries of each WAN interface of a group's model. */
export type GroupWanVlans = components["schemas"]["GroupWanVlans"];

/** The WAN interface names of a model (from its description), or none when the group has no model. */
export async function modelWans(db: Queryable, modelId: string | null | undefined): Promise<string[]> {
  if (!modelId) return [];
  const [m] = await db.query<{ description: { wan?: { interface: string }[] } }>(
    "select description from inode_models where id = $1",
    [modelId],
  );
  return (m?.description.wan ?? []).map((w) => w.interface);
}

/**
 * Checks a group's `wanVlans` against its model's WAN interfaces and the VLAN rules (`groupWanVlansProblems`), and returns it as stored
 * (only the block of each entry's mode kept); throws 400 VALIDATION_FAILED with every bad field otherwise.
 */
export function checkWanVlans(value: GroupWanVlans, wans: readonly string[], req: FastifyRequest): GroupWanVlans {
  const problems = new Problems();
  problems.addAll(groupWanVlansProblems(value, wans));
  problems.throwIfAny(req, "Invalid VLAN settings");
  return Object.fromEntries(
    Object.entries(value).map(([wan, entries]) => [
      wan,
      entries.map((e) => ({
        mode: e.mode,
        vlanId: e.vlanId,
        ...(e.mode === "static" && e.static ? { static: e.static } : {}),
        ...(e.mode === "pppoe" && e.pppoe ? { pppoe: e.pppoe } : {}),
      })),
    ]),
  );
}

/** Keeps only the WANs a (new) model still has, when a model change comes without new `wanVlans`. */
export function pruneWanVlans(value: GroupWanVlans, wans: readonly string[]): GroupWanVlans {
  return Object.fromEntries(Object.entries(value).filter(([wan]) => wans.includes(wan)));
}

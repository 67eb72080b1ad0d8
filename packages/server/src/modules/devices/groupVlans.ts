import type { components } from "@portico/sdk";
import { isVlanId, RULE_MESSAGES, validateStaticWan } from "@portico/sdk/rules";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { type Lang, localize, requestLang } from "../network/networkMessages";

/** The VLAN entries of each WAN interface of a group's model. */
export type GroupWanVlans = components["schemas"]["GroupWanVlans"];

// Messages of this check that the network catalogue does not have, in the five languages.
const OWN: Record<string, Record<Lang, string>> = {
  "validation.wanInterface": {
    tw: "此 iNode 群組的型號沒有這個 WAN 介面。",
    zh: "此 iNode 群组的型号没有这个 WAN 接口。",
    en: "The group's iNode model has no such WAN interface.",
    ja: "このグループの iNode モデルにはその WAN インターフェースがありません。",
    ru: "У модели iNode этой группы нет такого WAN-интерфейса.",
  },
  "validation.vlanId": {
    tw: "VLAN ID 必須是 1 到 4094 的整數。",
    zh: "VLAN ID 必须是 1 到 4094 的整数。",
    en: "The VLAN ID must be a whole number from 1 to 4094.",
    ja: "VLAN ID は 1〜4094 の整数である必要があります。",
    ru: "VLAN ID должен быть целым числом от 1 до 4094.",
  },
};
const text = (lang: Lang, key: string) => OWN[key]?.[lang] ?? localize(lang, key);

/** The WAN interface names of a model (from its description), or none when the group has no model. */
export async function modelWans(db: Queryable, modelId: string | null | undefined): Promise<string[]> {
  if (!modelId) return [];
  const [m] = await db.query<{ description: { wan?: { interface: string }[] } }>(
    "select description from inode_models where id = $1",
    [modelId],
  );
  return (m?.description.wan ?? []).map((w) => w.interface);
}

/** Problem key per field path of a group's `wanVlans` (paths like `wanVlans/wan0/1/static/mask`). */
export function wanVlanProblems(value: GroupWanVlans, wans: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  const add = (path: string, key: string) => found.has(path) || found.set(path, key);
  for (const [wan, entries] of Object.entries(value)) {
    if (!wans.includes(wan)) {
      add(`wanVlans/${wan}`, "validation.wanInterface");
      continue;
    }
    const seen = new Set<number>();
    entries.forEach((e, i) => {
      const at = `wanVlans/${wan}/${i}`;
      if (!isVlanId(e.vlanId)) add(`${at}/vlanId`, "validation.vlanId");
      else if (seen.has(e.vlanId)) add(`${at}/vlanId`, "validation.duplicate");
      else seen.add(e.vlanId);
      if (e.mode === "static") {
        for (const [field, key] of Object.entries(validateStaticWan(e.static ?? {}))) add(`${at}/static/${field}`, key);
      }
      if (e.mode === "pppoe" && !e.pppoe?.username?.trim()) add(`${at}/pppoe/username`, RULE_MESSAGES.required);
    });
  }
  return found;
}

/**
 * Checks a group's `wanVlans` against its model's WAN interfaces and the VLAN rules, and returns it as stored
 * (only the block of each entry's mode kept); throws 400 VALIDATION_FAILED with every bad field otherwise.
 */
export function checkWanVlans(value: GroupWanVlans, wans: readonly string[], req: FastifyRequest): GroupWanVlans {
  const found = wanVlanProblems(value, wans);
  if (found.size) {
    const lang = requestLang(req);
    const [first] = found.values();
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid VLAN settings", {
      description: text(lang, first!),
      userMessage: first!,
      fields: Object.fromEntries([...found].map(([p, k]) => [p, text(lang, k)])),
    });
  }
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

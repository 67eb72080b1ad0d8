import type { components } from "@portico/sdk";
import { DEFAULT_VLAN_ID, isVlanId, validateStaticWan } from "@portico/sdk/rules";

type GroupWanVlans = components["schemas"]["GroupWanVlans"];
type VlanEntry = components["schemas"]["VlanEntry"];

/** The fields of one VLAN entry a user edits (text as typed, so nothing typed is lost on an error). */
export type VlanField = "vlanId" | "ip" | "mask" | "gateway" | "username" | "password";

/** One VLAN entry being edited; `key` stays stable while entries are added and removed. */
export interface VlanDraft {
  key: string;
  mode: VlanEntry["mode"];
  vlanId: string;
  ip: string;
  mask: string;
  gateway: string;
  username: string;
  password: string;
}

/** Drafts per WAN interface name. */
export type VlanDrafts = Record<string, VlanDraft[]>;

let seq = 0;
const nextKey = () => `vlan-${++seq}`;

/** A new entry for a WAN: dhcp, with the lowest VLAN id that WAN does not use yet. */
export function newVlanDraft(existing: readonly VlanDraft[]): VlanDraft {
  const used = new Set(existing.map((d) => Number(d.vlanId)));
  let id = DEFAULT_VLAN_ID;
  while (used.has(id)) id++;
  return {
    key: nextKey(),
    mode: "dhcp",
    vlanId: String(id),
    ip: "",
    mask: "",
    gateway: "",
    username: "",
    password: "",
  };
}

/** A group's stored VLANs as drafts. */
export function toVlanDrafts(value: GroupWanVlans | undefined): VlanDrafts {
  return Object.fromEntries(
    Object.entries(value ?? {}).map(([wan, entries]) => [
      wan,
      entries.map((e) => ({
        key: nextKey(),
        mode: e.mode,
        vlanId: String(e.vlanId),
        ip: e.static?.ip ?? "",
        mask: e.static?.mask ?? "",
        gateway: e.static?.gateway ?? "",
        username: e.pppoe?.username ?? "",
        password: e.pppoe?.password ?? "",
      })),
    ]),
  );
}

/** The body's `wanVlans`: the drafts of the model's WANs only (others are kept in the form, not sent). */
export function fromVlanDrafts(drafts: VlanDrafts, wans: readonly string[]): GroupWanVlans {
  return Object.fromEntries(
    wans.map((wan) => [
      wan,
      (drafts[wan] ?? []).map(
        (d): VlanEntry => ({
          mode: d.mode,
          vlanId: Number(d.vlanId.trim()),
          ...(d.mode === "static"
            ? { static: { ip: d.ip.trim(), mask: d.mask.trim(), gateway: d.gateway.trim() } }
            : {}),
          ...(d.mode === "pppoe" ? { pppoe: { username: d.username.trim(), password: d.password } } : {}),
        }),
      ),
    ]),
  );
}

/**
 * Problems of one WAN's drafts with the shared rules: message key per `${draft.key}/${field}`. The VLAN id must be
 * 1-4094 and unique in the WAN; a static entry's ip, mask and gateway follow `validateStaticWan`.
 */
export function vlanDraftProblems(drafts: readonly VlanDraft[]): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<number>();
  for (const d of drafts) {
    const id = Number(d.vlanId.trim());
    if (!d.vlanId.trim()) found.set(`${d.key}/vlanId`, "validation.required");
    else if (!/^\d+$/.test(d.vlanId.trim()) || !isVlanId(id)) found.set(`${d.key}/vlanId`, "inodes.vlan.idRange");
    else if (seen.has(id)) found.set(`${d.key}/vlanId`, "inodes.vlan.duplicate");
    else seen.add(id);
    if (d.mode === "static") {
      for (const [f, key] of Object.entries(validateStaticWan(d))) found.set(`${d.key}/${f}`, key);
    }
    if (d.mode === "pppoe" && !d.username.trim()) found.set(`${d.key}/username`, "validation.required");
  }
  return found;
}

const SERVER_FIELDS: Record<string, VlanField> = {
  vlanId: "vlanId",
  "static/ip": "ip",
  "static/mask": "mask",
  "static/gateway": "gateway",
  "pppoe/username": "username",
  "pppoe/password": "password",
};

/**
 * A server refusal's `fields` under `wanVlans/` as messages per `${draft.key}/${field}` (per WAN name for a
 * problem with the whole WAN), so they show next to the fields they are about.
 */
export function serverVlanErrors(fields: Record<string, string> | undefined, drafts: VlanDrafts) {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const m = /^wanVlans\/([^/]+)(?:\/(\d+)(?:\/(.+))?)?$/.exec(path);
    if (!m) continue;
    const [, wan, index, rest] = m;
    const draft = index === undefined ? undefined : drafts[wan!]?.[Number(index)];
    const field = rest ? SERVER_FIELDS[rest] : undefined;
    out[draft && field ? `${draft.key}/${field}` : wan!] = message;
  }
  return out;
}

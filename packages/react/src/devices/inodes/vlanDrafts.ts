import type { components } from "@portico/sdk";
import { DEFAULT_VLAN_ID, vlanEntriesProblems } from "@portico/sdk/rules";

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

const SERVER_FIELDS: Record<string, VlanField> = {
  vlanId: "vlanId",
  "static/ip": "ip",
  "static/mask": "mask",
  "static/gateway": "gateway",
  "pppoe/username": "username",
  "pppoe/password": "password",
};

// The id as the shared rule reads it: undefined when empty, NaN unless all digits (Number() would take "1e3").
const typedId = (text: string) => {
  const id = text.trim();
  return !id ? undefined : /^\d+$/.test(id) ? Number(id) : Number.NaN;
};

/**
 * Problems of one WAN's drafts with the shared rule (`vlanEntriesProblems`, which the server runs too): message key
 * per `${draft.key}/${field}`.
 */
export function vlanDraftProblems(drafts: readonly VlanDraft[]): Map<string, string> {
  const entries = drafts.map((d) => ({ mode: d.mode, vlanId: typedId(d.vlanId), static: d, pppoe: d }));
  const found = new Map<string, string>();
  for (const [path, { key }] of Object.entries(vlanEntriesProblems(entries))) {
    const [index, ...rest] = path.split("/");
    found.set(`${drafts[Number(index)]!.key}/${SERVER_FIELDS[rest.join("/")]}`, key);
  }
  return found;
}

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

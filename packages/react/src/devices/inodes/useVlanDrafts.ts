import type { components } from "@portico/sdk";
import { vlanIdOptions } from "@portico/sdk/rules";
import { useMemo, useState } from "react";
import { usePortico } from "../../provider/context";
import {
  fromVlanDrafts,
  newVlanDraft,
  serverVlanErrors,
  toVlanDrafts,
  type VlanDraft,
  type VlanDrafts,
  type VlanField,
  vlanDraftProblems,
} from "./vlanDrafts";

/** State of the VLAN tabs of one group form (what {@link useVlanDrafts} returns). */
export type VlanEditor = ReturnType<typeof useVlanDrafts>;

/**
 * The VLAN entries of each WAN being edited in the group dialog: drafts as typed, rule problems shown once a field
 * was left or a save was tried, server refusals next to their fields until the field is edited.
 * @example const vlans = useVlanDrafts(group?.wanVlans, ["wan0", "wan1"]);
 */
export function useVlanDrafts(initial: components["schemas"]["GroupWanVlans"] | undefined, wans: readonly string[]) {
  const { t } = usePortico();
  const [drafts, setDrafts] = useState<VlanDrafts>(() => toVlanDrafts(initial));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<string | undefined>(undefined);

  const problems = useMemo(() => {
    const all = new Map<string, { wan: string; key: string }>();
    for (const wan of wans) {
      for (const [path, key] of vlanDraftProblems(drafts[wan] ?? [])) all.set(path, { wan, key });
    }
    return all;
  }, [drafts, wans]);

  // A typed message per `${draft.key}/${field}` (or per WAN name): the server's wins over the rules'.
  const errors: Record<string, string> = {};
  for (const [path, p] of problems) if (tried || touched.has(path)) errors[path] = t(p.key);
  Object.assign(errors, server);
  const wanOf = (path: string) =>
    wans.find((w) => w === path || (drafts[w] ?? []).some((d) => path.startsWith(`${d.key}/`)));
  const errorCount = (wan: string) => Object.keys(errors).filter((p) => wanOf(p) === wan).length;

  const forget = (paths: string[]) =>
    setServer((s) =>
      paths.some((p) => p in s) ? Object.fromEntries(Object.entries(s).filter(([p]) => !paths.includes(p))) : s,
    );
  const setWan = (wan: string, next: (list: VlanDraft[]) => VlanDraft[]) =>
    setDrafts((d) => ({ ...d, [wan]: next(d[wan] ?? []) }));

  return {
    drafts,
    errors,
    errorCount,
    /** The WAN tab shown (the first WAN until the user or an error picks another). */
    tab: tab && wans.includes(tab) ? tab : wans[0],
    setTab,
    /** VLAN ids this group already uses on its WANs, for the id field's list (capped at 50 by the rule). */
    idOptions: vlanIdOptions(wans.flatMap((w) => drafts[w] ?? []).map((d) => ({ vlanId: Number(d.vlanId) }))),
    add(wan: string) {
      setWan(wan, (list) => [...list, newVlanDraft(list)]);
      forget([wan]);
    },
    remove(wan: string, key: string) {
      setWan(wan, (list) => list.filter((d) => d.key !== key));
      forget([wan, ...Object.keys(server).filter((p) => p.startsWith(`${key}/`))]);
    },
    edit(wan: string, key: string, patch: Partial<Omit<VlanDraft, "key">>) {
      setWan(wan, (list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
      forget(Object.keys(patch).map((f) => `${key}/${f}`));
    },
    blur(key: string, field: VlanField) {
      setTouched((s) => new Set(s).add(`${key}/${field}`));
    },
    /** Marks a save tried; false (and the first WAN with a problem shown) when the rules refuse the drafts. */
    validate(): boolean {
      setTried(true);
      const first = problems.values().next().value;
      if (first) setTab(first.wan);
      return !first;
    },
    /** The body's `wanVlans` for the model's WANs. */
    value: () => fromVlanDrafts(drafts, wans),
    /** Shows a server refusal's `wanVlans/...` fields next to their fields; true when there were any. */
    takeServerErrors(fields: Record<string, string> | undefined): boolean {
      const found = serverVlanErrors(fields, drafts);
      setServer(found);
      const first = Object.keys(found)[0];
      const wan = first ? wanOf(first) : undefined;
      if (wan) setTab(wan);
      return Boolean(first);
    },
  };
}

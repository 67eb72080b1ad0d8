import { UNASSIGNED_GROUP_ID } from "@portico/sdk/rules";
import { useINodeGroups } from "../../data/inodeGroups";
import { useRoamingChannels } from "../../data/networkOptions";
import { type PreAuthOwner, usePreAuth, useRemovePreAuth } from "../../data/preAuth";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { FormError } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { useToast } from "../../ui/Toast";
import * as table from "../../ui/table.css";
import { useViewState } from "../../ui/useViewState";
import { WriteControl } from "../../ui/WriteControl";
import { inodesMessages } from "./i18n";
import * as s from "./inodes.css";

/** View state of {@link PreAuthList}: whose pre-authorisations are shown; none = the first roaming channel or group. */
export interface PreAuthListState {
  /** An iNode group (the route's igid). */
  igid?: number;
  /** A roaming channel (the route's rid); wins over `igid`. */
  rid?: number;
}

/** Props of {@link PreAuthList}. */
export interface PreAuthListProps {
  businessId: number;
  /** View state (the group or channel shown); controlled when given, the widget's own otherwise. */
  state?: PreAuthListState;
  /** Called with the whole next state (`{ igid }` or `{ rid }`) when the user picks a group or channel. */
  onStateChange?(next: PreAuthListState): void;
  /** @deprecated Use `state={{ igid }}` (without `state`, the group shown first). */
  igid?: number;
  /** @deprecated Use `state={{ rid }}` (without `state`, the channel shown first). */
  rid?: number;
}

const encode = (o: PreAuthOwner) => `${o.kind}:${o.id}`;
const decode = (v: string): PreAuthOwner | null => {
  const [kind, id] = v.split(":");
  return (kind === "group" || kind === "roaming") && Number(id) > 0 ? { kind, id: Number(id) } : null;
};

/**
 * The pre-authorised devices of an iNode group or a roaming channel, grouped by SSID; one SSID's list or the
 * whole list can be deleted (each after a confirm).
 * @example <PreAuthList businessId={bid} state={{ rid: 1 }} onStateChange={keepInUrl} />
 */
export function PreAuthList(props: PreAuthListProps) {
  const { businessId } = props;
  useAreaMessages(inodesMessages);
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const groups = useINodeGroups(businessId);
  const channels = useRoamingChannels(businessId);
  // The deprecated props are where an uncontrolled list starts.
  const [view, setView] = useViewState<PreAuthListState>(props.state, props.onStateChange, {
    igid: props.igid,
    rid: props.rid,
  });
  const chosen: PreAuthOwner | null = view.rid
    ? { kind: "roaming", id: view.rid }
    : view.igid
      ? { kind: "group", id: view.igid }
      : null;
  const options = [
    ...(channels.data ?? []).map((c) => ({
      value: `roaming:${c.id}`,
      label: t("inodes.preauth.roaming", { name: c.name }),
    })),
    ...(groups.data ?? [])
      .filter((g) => g.id !== UNASSIGNED_GROUP_ID)
      .map((g) => ({ value: `group:${g.id}`, label: t("inodes.preauth.group", { name: g.name }) })),
  ];
  const owner = chosen ?? (options[0] ? decode(options[0].value) : null);
  const list = usePreAuth(businessId, owner);
  const remove = useRemovePreAuth(businessId);
  const ownerName = options.find((o) => owner && o.value === encode(owner))?.label ?? "";

  const del = async (ssid?: string) => {
    if (!owner) return;
    const what = ssid ?? ownerName;
    if (!(await confirm({ message: `${t("Do you really want to delete")} ${what}?`, danger: true }))) return;
    try {
      const n = await remove.mutateAsync({ owner, ...(ssid ? { ssid } : {}) });
      toast.success(`${t("Remove")}: ${t("inodes.preauth.deleted", { count: n })}`);
    } catch (e) {
      toast.error(e);
    }
  };

  return (
    <section className={`${scoped.className} ${s.stack}`} style={scoped.style} aria-label={t("inodes.preauth.title")}>
      {element}
      <div className={s.toolbar}>
        <SelectField
          label={t("inodes.preauth.owner")}
          options={options.length ? options : [{ value: "", label: t("Loading") }]}
          value={owner ? encode(owner) : ""}
          onChange={(v) => {
            const next = decode(v);
            setView(next?.kind === "group" ? { igid: next.id, rid: undefined } : { igid: undefined, rid: next?.id });
          }}
        />
        <WriteControl businessId={businessId} verb="delete">
          <Button variant="danger" disabled={!owner || !list.data?.length} onClick={() => void del()}>
            {t("inodes.preauth.deleteAll")}
          </Button>
        </WriteControl>
      </div>
      {list.error && !list.data ? <FormError error={t("inodes.preauth.failed")} /> : null}
      {owner && !list.data && !list.error ? <p role="status">{t("Loading")}</p> : null}
      {list.data && !list.data.length ? <p className={s.muted}>{t("inodes.preauth.empty")}</p> : null}
      {list.data?.map((g) => (
        <div key={g.ssid} className={s.section}>
          <div className={s.sectionHead}>
            <h3 className={s.sectionTitle}>{g.ssid}</h3>
            <WriteControl businessId={businessId} verb="delete" hide>
              <Button
                variant="danger"
                onClick={() => void del(g.ssid)}
                aria-label={t("inodes.preauth.deleteSsid", { ssid: g.ssid })}
              >
                {t("inodes.remove")}
              </Button>
            </WriteControl>
          </div>
          {/* The table scrolls inside its box on a phone, never the page. */}
          <div className={table.wrap}>
            <table className={table.table}>
              <caption className={table.caption}>{t("inodes.preauth.caption", { ssid: g.ssid })}</caption>
              <thead>
                <tr>
                  <th scope="col" className={table.th}>
                    {t("inodes.preauth.mac")}
                  </th>
                  <th scope="col" className={table.th}>
                    {t("inodes.col.ip")}
                  </th>
                  <th scope="col" className={table.th}>
                    {t("inodes.preauth.device")}
                  </th>
                  <th scope="col" className={table.th}>
                    {t("inodes.preauth.expires")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {g.entries.map((e) => (
                  <tr key={e.id} className={table.row}>
                    <td className={`${table.td} ${s.mono}`}>{e.mac}</td>
                    <td className={table.td}>{e.ip ?? ""}</td>
                    <td className={table.td}>{e.cuid ?? ""}</td>
                    <td className={table.td}>{new Date(e.expiresTs * 1000).toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </section>
  );
}

import { UNASSIGNED_GROUP_ID } from "@portico/sdk/rules";
import { useState } from "react";
import { useINodeGroups, useMoveINodes } from "../../data/inodeGroups";
import { useINodeLiveUpdates } from "../../data/inodeLiveUpdates";
import { useINodes } from "../../data/inodes";
import type { INodeGroup } from "../../data/inodeTypes";
import { useCan } from "../../data/useCan";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { FormError } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { useToast } from "../../ui/Toast";
import { WriteControl, WriteFieldset } from "../../ui/WriteControl";
import { INodeStatusBadge } from "./INodeStatusBadge";
import { inodesMessages } from "./i18n";
import * as s from "./inodes.css";
import { displayName } from "./NicknameCell";

/** Props of {@link INodeGrouping}. */
export interface INodeGroupingProps {
  businessId: number;
}

/** Devices shown per page of the source group (large groups stay paged). */
const PAGE = 50;

/**
 * Moves devices between iNode groups. Pick a source group, check devices (Space on a checkbox) and press a
 * target group's 'Move here' button, or drag a device onto a target: the keyboard path does everything the
 * mouse path does.
 * @example <INodeGrouping businessId={bid} />
 */
export function INodeGrouping({ businessId }: INodeGroupingProps) {
  const canMove = useCan(businessId, "put");
  useAreaMessages(inodesMessages);
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const toast = useToast();
  const groups = useINodeGroups(businessId);
  const move = useMoveINodes(businessId);
  const [from, setFrom] = useState<number>(UNASSIGNED_GROUP_ID);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [over, setOver] = useState<number | null>(null);
  const devices = useINodes(businessId, { groupId: from, page, pageSize: PAGE });
  useINodeLiveUpdates(businessId);

  const nameOf = (g: INodeGroup) => (g.id === UNASSIGNED_GROUP_ID ? t("Unassigned Group INodes") : g.name);
  const moveTo = async (target: INodeGroup, cuids: string[]) => {
    if (!cuids.length || target.id === from) return;
    try {
      await move.mutateAsync([{ id: target.id, cuids }]);
      setSelected(new Set());
      toast.success(t("inodes.grouping.moved", { count: cuids.length, name: nameOf(target) }));
    } catch (e) {
      toast.error(e);
    }
  };
  const toggle = (cuid: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(cuid)) next.add(cuid);
      return next;
    });
  const rows = devices.data?.inodes ?? [];
  const total = devices.data?.total ?? 0;

  if (groups.error && !groups.data) return <FormError error={t("inodes.groups.failed")} />;
  return (
    <section className={`${scoped.className} ${s.board}`} style={scoped.style} aria-label={t("inodes.grouping.title")}>
      <div className={s.section}>
        <SelectField
          label={t("inodes.grouping.from")}
          options={(groups.data ?? []).map((g) => ({
            value: String(g.id),
            label: `${nameOf(g)} (${g.inodes.length})`,
          }))}
          value={String(from)}
          onChange={(v) => {
            setFrom(Number(v));
            setPage(0);
            setSelected(new Set());
          }}
        />
        {devices.error && !devices.data ? <FormError error={t("inodes.list.failed")} /> : null}
        {!devices.data && !devices.error ? <p role="status">{t("Loading")}</p> : null}
        {devices.data && !rows.length ? <p className={s.muted}>{t("inodes.grouping.empty")}</p> : null}
        {/* Choosing devices is the first half of a move: not for a caller without put. */}
        <WriteFieldset businessId={businessId}>
          <ul className={s.list} aria-label={t("inodes.grouping.devices")}>
            {rows.map((n) => (
              <li
                key={n.cuid}
                className={s.card}
                draggable={canMove}
                data-selected={selected.has(n.cuid)}
                onDragStart={(e) => {
                  const cuids = selected.has(n.cuid) ? [...selected] : [n.cuid];
                  e.dataTransfer.setData("application/x-portico-cuids", JSON.stringify(cuids));
                  e.dataTransfer.effectAllowed = "move";
                }}
              >
                <label className={`${s.nameCell} ${s.grow}`}>
                  <input type="checkbox" checked={selected.has(n.cuid)} onChange={() => toggle(n.cuid)} />
                  {displayName(n)}
                </label>
                <INodeStatusBadge node={n} />
              </li>
            ))}
          </ul>
        </WriteFieldset>
        {total > PAGE ? (
          <div className={s.toolbar}>
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t("table.previous")}
            </Button>
            <span aria-live="polite">
              {t("table.range", { from: page * PAGE + 1, to: Math.min(total, (page + 1) * PAGE), total })}
            </span>
            <Button variant="secondary" disabled={(page + 1) * PAGE >= total} onClick={() => setPage(page + 1)}>
              {t("table.next")}
            </Button>
          </div>
        ) : null}
        <p className={s.muted} aria-live="polite">
          {t("inodes.grouping.selected", { count: selected.size })}
        </p>
      </div>
      <div className={s.stack}>
        {(groups.data ?? [])
          .filter((g) => g.id !== from)
          .map((g) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse path; its 'Move here' button is the keyboard path
            <div
              key={g.id}
              className={`${s.section} ${s.dropTarget}`}
              data-over={over === g.id}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(g.id);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                const raw = e.dataTransfer.getData("application/x-portico-cuids");
                if (raw) void moveTo(g, JSON.parse(raw) as string[]);
              }}
            >
              <div className={s.sectionHead}>
                <h3 className={s.sectionTitle}>{nameOf(g)}</h3>
                <span className={s.muted}>{t("inodes.grouping.count", { count: g.inodes.length })}</span>
              </div>
              <WriteControl businessId={businessId} verb="put">
                <Button
                  variant="secondary"
                  disabled={!selected.size}
                  loading={move.isPending && move.variables?.[0]?.id === g.id}
                  onClick={() => void moveTo(g, [...selected])}
                >
                  {/* The visible text is the whole name (axe: a label must contain what is shown). */}
                  {t("inodes.grouping.moveHere", { count: selected.size, name: nameOf(g) })}
                </Button>
              </WriteControl>
            </div>
          ))}
      </div>
    </section>
  );
}

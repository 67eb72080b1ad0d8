import { useBusinessToday } from "../../data/exports";
import { useINodeDetail } from "../../data/inodeDetail";
import { useBusinessPreference } from "../../data/preference";
import { type INodeVisitor, useRevokeVisitor, useVisitors } from "../../data/visitors";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { ExportButton } from "../../ui/ExportButton";
import { useToast } from "../../ui/Toast";
import { useViewPaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./detail.css";
import { formatDuration } from "./format";
import { detailMessages } from "./i18n";

/** The view state of {@link INodeVisitors}: its page. */
export interface INodeVisitorsState {
  /** 0-based page. @default 0 */
  page?: number;
  /** Visitors a page. @default 20 */
  pageSize?: number;
}

/** Props of {@link INodeVisitors}. */
export interface INodeVisitorsProps {
  cuid: string;
  businessId: number;
  /** View state (the page); controlled when given, the widget's own otherwise. */
  state?: INodeVisitorsState;
  /** Called with the whole next state when the user pages or changes the page size. */
  onStateChange?(next: INodeVisitorsState): void;
}

/**
 * The authenticated visitors of an iNode (/inodegroups/{cuid}/visitors): revoke one (after a confirm), export
 * all to a spreadsheet when the business's preference `exportVisitorButton` allows it.
 * @example <INodeVisitors cuid="c0ffee0000000001" businessId={1} />
 */
export function INodeVisitors({ cuid, businessId, state, onStateChange }: INodeVisitorsProps) {
  useAreaMessages(detailMessages);
  const { t } = usePortico();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const inode = useINodeDetail(businessId, cuid);
  const visitors = useVisitors(businessId, cuid);
  const revoke = useRevokeVisitor(businessId, cuid);
  const today = useBusinessToday(businessId);
  // The business's preference decides whether visitors may be exported (part 1: exportVisitorButton, off by default).
  const canExport = useBusinessPreference(businessId).data?.status.exportVisitorButton === true;
  const paging = useViewPaging(state, onStateChange);
  const rows = visitors.data;
  const name = inode.data?.nickname ?? cuid;

  const onRevoke = async (v: INodeVisitor) => {
    if (!(await confirm({ message: t("detail.visitors.revokeConfirm", { mac: v.mac }), danger: true }))) return;
    try {
      await revoke.mutateAsync(v);
      toast.success(t("detail.visitors.revoked"));
    } catch (e) {
      toast.error(e);
    }
  };

  const columns: DataTableColumn<INodeVisitor>[] = [
    { key: "mac", header: t("detail.field.mac"), cell: (v) => v.mac },
    { key: "ip", header: t("detail.field.ip"), cell: (v) => v.ip },
    { key: "ssid", header: t("detail.field.ssid"), cell: (v) => v.ssid },
    { key: "duration", header: t("detail.field.duration"), cell: (v) => formatDuration(v.duration) },
    {
      key: "revoke",
      header: t("detail.visitors.state"),
      cell: (v) =>
        v.isRevoking ? (
          <span className={s.badge.busy}>{t("detail.visitors.revoking")}</span>
        ) : (
          <WriteControl businessId={businessId} verb="delete" hide>
            <Button
              variant="secondary"
              onClick={() => onRevoke(v)}
              aria-label={t("detail.visitors.revokeOne", { mac: v.mac })}
            >
              {t("detail.visitors.revoke")}
            </Button>
          </WriteControl>
        ),
    },
  ];

  return (
    <section className={s.page} aria-label={t("detail.visitors.title")}>
      {element}
      <div className={s.toolbar}>
        <h2 className={s.heading}>{t("detail.visitors.title")}</h2>
        <span className={s.grow} />
        <Button variant="secondary" onClick={() => visitors.refetch()} loading={visitors.isFetching && !!rows}>
          {t("detail.refresh")}
        </Button>
        {canExport ? (
          <ExportButton
            businessId={businessId}
            kind="inode-visitors"
            from={today}
            to={today}
            params={{ cuid }}
            label={t("detail.export")}
            disabled={!rows?.length}
          />
        ) : null}
      </div>
      <DataTable
        {...paging.whole(visitors)}
        columns={columns}
        getRowKey={(v) => `${v.mac}/${v.ip}/${v.ssid}`}
        emptyText={t("detail.visitors.empty")}
        caption={t("detail.visitors.caption", { name })}
      />
    </section>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { devicesKeys } from "../../data/devicesKeys";
import { useBusinessToday } from "../../data/exports";
import { type OnlineClient, useOnlineClients } from "../../data/onlineClients";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useLiveEvent } from "../../provider/useLiveEvent";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { ExportButton } from "../../ui/ExportButton";
import { DEFAULT_PAGE_SIZE } from "../../ui/pageSizes";
import { tablePaging, useViewState } from "../../ui/useViewState";
import * as s from "../detail/detail.css";
import { formatTs } from "../detail/format";
import { accessPointsMessages } from "./i18n";

/** The view state of {@link OnlineClients}: its page. */
export interface OnlineClientsState {
  /** 0-based page. @default 0 */
  page?: number;
  /** Clients a page. @default 20 */
  pageSize?: number;
}

/** Props of {@link OnlineClients}. */
export interface OnlineClientsProps {
  businessId: number;
  /** View state (the page); controlled when given, the widget's own otherwise. */
  state?: OnlineClientsState;
  /** Called with the whole next state when the user pages or changes the page size. */
  onStateChange?(next: OnlineClientsState): void;
  /** Opens the iNode a client is connected to. */
  onOpenINode?(cuid: string): void;
}

/**
 * The hotspot-connected visitors of a business (/onlineclients), server-paged, with a spreadsheet export of all.
 * @example <OnlineClients businessId={1} />
 */
export function OnlineClients({ businessId, state, onStateChange, onOpenINode }: OnlineClientsProps) {
  useAreaMessages(accessPointsMessages);
  const { t, locale } = usePortico();
  const tag = LOCALE_TAGS[locale];
  const queryClient = useQueryClient();
  const [view, setView] = useViewState(state, onStateChange, { page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const clients = useOnlineClients(businessId, view.page, view.pageSize);
  const today = useBusinessToday(businessId);
  useLiveEvent(["iNodeOnline", "iNodeOffline"], () =>
    queryClient.invalidateQueries({ queryKey: devicesKeys.onlineClients(businessId) }),
  );

  const columns: DataTableColumn<OnlineClient>[] = [
    { key: "client", header: t("accesspoints.clients.field.clientMac"), cell: (c) => c.clientMac },
    { key: "ap", header: t("accesspoints.clients.field.apMac"), cell: (c) => c.apMac },
    {
      key: "inode",
      header: t("accesspoints.clients.field.inode"),
      cell: (c) =>
        onOpenINode ? (
          <Button variant="link" onClick={() => onOpenINode(c.cuid)}>
            {c.iNodeName ?? c.cuid}
          </Button>
        ) : (
          (c.iNodeName ?? c.cuid)
        ),
    },
    { key: "ts", header: t("accesspoints.clients.field.updated"), cell: (c) => formatTs(c.updatedTs, tag) },
  ];

  return (
    <section className={s.page} aria-label={t("accesspoints.clients.title")}>
      <div className={s.toolbar}>
        <h2 className={s.heading}>{t("accesspoints.clients.title")}</h2>
        <span className={s.grow} />
        <Button variant="secondary" onClick={() => clients.refetch()} loading={clients.isFetching && !!clients.data}>
          {t("accesspoints.clients.refresh")}
        </Button>
        <ExportButton
          businessId={businessId}
          kind="online-clients"
          from={today}
          to={today}
          label={t("accesspoints.clients.export")}
          disabled={!clients.data?.total}
        />
      </div>
      <DataTable
        columns={columns}
        rows={clients.data?.clients}
        total={clients.data?.total ?? 0}
        {...tablePaging(view, setView)}
        getRowKey={(c) => `${c.cuid}/${c.clientMac}`}
        loading={clients.isFetching}
        error={clients.error}
        onRetry={() => clients.refetch()}
        emptyText={t("accesspoints.clients.empty")}
      />
    </section>
  );
}

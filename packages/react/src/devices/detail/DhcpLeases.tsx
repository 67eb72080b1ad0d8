import { useState } from "react";
import { type DhcpLease, useDhcpLeases } from "../../data/dhcpLeases";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { useViewPaging } from "../../ui/usePaging";
import { DhcpLeaseDialog } from "./DhcpLeaseDialog";
import * as s from "./detail.css";
import { formatTs } from "./format";
import { detailMessages } from "./i18n";

/** The view state of {@link DhcpLeases}: its page. */
export interface DhcpLeasesState {
  /** 0-based page. @default 0 */
  page?: number;
  /** Leases a page. @default 20 */
  pageSize?: number;
}

/** Props of {@link DhcpLeases}. */
export interface DhcpLeasesProps {
  cuid: string;
  businessId: number;
  /** View state (the page); controlled when given, the widget's own otherwise. */
  state?: DhcpLeasesState;
  /** Called with the whole next state when the user pages or changes the page size. */
  onStateChange?(next: DhcpLeasesState): void;
}

/**
 * The current DHCP leases of an iNode (/inodegroups/{cuid}/dhcpleases); a row opens the IP's lease history.
 * @example <DhcpLeases cuid="c0ffee0000000001" businessId={1} />
 */
export function DhcpLeases({ cuid, businessId, state, onStateChange }: DhcpLeasesProps) {
  useAreaMessages(detailMessages);
  const { t, locale } = usePortico();
  const leases = useDhcpLeases(businessId, cuid);
  const paging = useViewPaging(state, onStateChange);
  const [ip, setIp] = useState<string | null>(null);
  const tag = LOCALE_TAGS[locale];
  const rows = leases.data;

  const columns: DataTableColumn<DhcpLease>[] = [
    {
      key: "ip",
      header: t("detail.field.ip"),
      cell: (l) => (
        <Button variant="link" onClick={() => setIp(l.ip)} aria-label={t("detail.leases.openDetail", { ip: l.ip })}>
          {l.ip}
        </Button>
      ),
    },
    { key: "mac", header: t("detail.field.mac"), cell: (l) => l.mac },
    { key: "name", header: t("detail.field.hostName"), cell: (l) => l.name },
    { key: "ts", header: t("detail.field.leasedAt"), cell: (l) => formatTs(l.ts, tag) },
    { key: "exp", header: t("detail.field.expires"), cell: (l) => formatTs(l.expiresTs, tag) },
  ];

  return (
    <section className={s.page} aria-label={t("detail.leases.title")}>
      <div className={s.toolbar}>
        <h2 className={s.heading}>{t("detail.leases.title")}</h2>
        <span className={s.grow} />
        <Button variant="secondary" onClick={() => leases.refetch()} loading={leases.isFetching && !!rows}>
          {t("detail.refresh")}
        </Button>
      </div>
      <DataTable
        {...paging.whole(leases)}
        columns={columns}
        getRowKey={(l) => l.ip}
        emptyText={t("detail.leases.empty")}
      />
      <DhcpLeaseDialog businessId={businessId} cuid={cuid} ip={ip} onClose={() => setIp(null)} />
    </section>
  );
}

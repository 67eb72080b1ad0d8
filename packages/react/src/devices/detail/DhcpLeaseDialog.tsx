import { useDhcpLease } from "../../data/dhcpLeases";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { DataTable } from "../../ui/DataTable";
import { Dialog } from "../../ui/Dialog";
import { formatTs } from "./format";

/** Props of {@link DhcpLeaseDialog}. */
export interface DhcpLeaseDialogProps {
  businessId: number;
  cuid: string;
  /** The IP whose history shows; null closes the dialog. */
  ip: string | null;
  onClose(): void;
}

/** The per-IP detail dialog of the DHCP leases table: every lease of that address, newest first. */
export function DhcpLeaseDialog({ businessId, cuid, ip, onClose }: DhcpLeaseDialogProps) {
  const { t, locale } = usePortico();
  const detail = useDhcpLease(businessId, cuid, ip);
  const tag = LOCALE_TAGS[locale];
  return (
    <Dialog
      open={ip !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t("detail.leases.detailTitle", { ip: ip ?? "" })}
      actions={<Button onClick={onClose}>{t("Close")}</Button>}
    >
      <DataTable
        columns={[
          { key: "ts", header: t("detail.field.leasedAt"), cell: (l) => formatTs(l.ts, tag) },
          { key: "mac", header: t("detail.field.mac"), cell: (l) => l.mac },
          { key: "name", header: t("detail.field.hostName"), cell: (l) => l.name },
          { key: "exp", header: t("detail.field.expires"), cell: (l) => formatTs(l.expiresTs, tag) },
        ]}
        rows={detail.data}
        total={detail.data?.length ?? 0}
        page={0}
        pageSize={Math.max(detail.data?.length ?? 0, 1)}
        onPageChange={() => {}}
        getRowKey={(l) => `${l.ts}/${l.mac}`}
        loading={detail.isFetching}
        error={detail.error}
        onRetry={() => detail.refetch()}
        emptyText={t("detail.leases.emptyDetail")}
      />
    </Dialog>
  );
}

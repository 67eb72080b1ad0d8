import { useState } from "react";
import { FIRMWARE_KINDS, type FirmwareKind, UPGRADE_HISTORY_PAGE_SIZE, useUpgradeHistory } from "../../data/firmware";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { DataTable } from "../../ui/DataTable";
import { Dialog } from "../../ui/Dialog";
import { SelectField } from "../../ui/SelectField";
import { formatTs } from "./format";

/** Props of {@link UpgradeHistoryDialog}. */
export interface UpgradeHistoryDialogProps {
  businessId: number;
  /** The model whose history shows (the spec's call takes businessId and model). */
  modelId: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The firmware upgrade history of a business's model, filtered by kind (jffs2 or kernel), 20 rows a page. */
export function UpgradeHistoryDialog({ businessId, modelId, open, onOpenChange }: UpgradeHistoryDialogProps) {
  const { t, locale } = usePortico();
  const tag = LOCALE_TAGS[locale];
  const [kind, setKind] = useState<FirmwareKind>("jffs2");
  const [page, setPage] = useState(0);
  const history = useUpgradeHistory(businessId, { modelId, kind, page }, open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("detail.firmware.historyTitle")}
      actions={<Button onClick={() => onOpenChange(false)}>{t("Close")}</Button>}
    >
      <SelectField<FirmwareKind>
        label={t("detail.firmware.kindFilter")}
        value={kind}
        options={FIRMWARE_KINDS.map((k) => ({ value: k, label: t(`detail.firmware.kind.${k}`) }))}
        onChange={(k) => {
          setKind(k);
          setPage(0);
        }}
      />
      <DataTable
        columns={[
          { key: "started", header: t("detail.field.time"), cell: (r) => formatTs(r.startedTs, tag) },
          { key: "inode", header: t("detail.field.inode"), cell: (r) => r.nickname ?? r.cuid },
          { key: "from", header: t("detail.firmware.from"), cell: (r) => r.fromVersion ?? "-" },
          { key: "to", header: t("detail.firmware.to"), cell: (r) => r.toVersion },
          {
            key: "state",
            header: t("detail.firmware.resultHeader"),
            cell: (r) => t(`detail.firmware.result.${r.state}`),
          },
        ]}
        rows={history.data?.items}
        total={history.data?.total ?? 0}
        page={page}
        pageSize={UPGRADE_HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        getRowKey={(r) => r.id}
        loading={history.isFetching}
        error={history.error}
        onRetry={() => history.refetch()}
        emptyText={t("detail.firmware.historyEmpty")}
      />
    </Dialog>
  );
}

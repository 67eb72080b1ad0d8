import { useState } from "react";
import {
  EDM_TEMPLATE_PAGE_SIZE,
  type EdmTemplate,
  useEdmTemplates,
  useRemoveEdmTemplate,
} from "../../data/edmTemplates";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { Dialog } from "../../ui/Dialog";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./edm.css";
import { edmMessages } from "./i18n";

/** Props of {@link EdmTemplateList}. */
export interface EdmTemplateListProps {
  businessId: number;
  open: boolean;
  onClose(): void;
}

/**
 * The business's e-mail templates in a dialog, 10 a page, each removable after 'Do you really want to delete
 * this EDM template?' ('Remove EDM campaign template successfully.').
 */
export function EdmTemplateList({ businessId, open, onClose }: EdmTemplateListProps) {
  useAreaMessages(edmMessages);
  const { t } = usePortico();
  const toast = useToast();
  const [page, setPage] = useState(0);
  const templates = useEdmTemplates(businessId, page * EDM_TEMPLATE_PAGE_SIZE);
  const remove = useRemoveEdmTemplate(businessId);
  const { confirm, element } = useConfirm();
  const askRemove = async (tpl: EdmTemplate) => {
    if (!(await confirm({ message: t("Do you really want to delete this EDM template?"), danger: true }))) return;
    try {
      await remove.mutateAsync(tpl.id);
      toast.success(t("Remove EDM campaign template successfully."));
    } catch (err) {
      toast.error(err);
    }
  };
  const columns: DataTableColumn<EdmTemplate>[] = [
    { key: "name", header: t("edm.template.name"), cell: (x) => <span className={s.wrap}>{x.name}</span> },
    { key: "subject", header: t("edm.col.subject"), cell: (x) => <span className={s.wrap}>{x.subject}</span> },
    {
      key: "actions",
      header: t("edm.col.actions"),
      cell: (x) => (
        <WriteControl businessId={businessId} verb="delete">
          <Button
            variant="link"
            aria-label={t("edm.template.removeOf", { name: x.name })}
            onClick={() => void askRemove(x)}
          >
            {t("edm.remove")}
          </Button>
        </WriteControl>
      ),
    },
  ];
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(o) => (o ? undefined : onClose())}
        title={t("edm.template.listTitle")}
        actions={
          <Button variant="secondary" onClick={onClose}>
            {t("edm.wizard.close")}
          </Button>
        }
      >
        <DataTable
          caption={t("edm.template.caption")}
          columns={columns}
          rows={templates.data?.edmTemplates}
          total={templates.data?.total ?? 0}
          page={page}
          pageSize={EDM_TEMPLATE_PAGE_SIZE}
          onPageChange={setPage}
          getRowKey={(x) => x.id}
          loading={templates.isFetching}
          error={templates.error}
          onRetry={() => void templates.refetch()}
          emptyText={t("edm.template.none")}
        />
      </Dialog>
      {element}
    </>
  );
}

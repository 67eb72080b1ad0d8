import { useState } from "react";
import {
  type ContactSource,
  useContactSources,
  useCreateContactSource,
  useRemoveContactSource,
} from "../../data/contactSources";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { FormDialog } from "../../ui/FormDialog";
import { RowAction } from "../../ui/RowAction";
import { TextField } from "../../ui/TextField";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { type PagingState, useViewPaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { sourceMessages } from "./i18n";
import * as s from "./sources.css";

/** The view state of {@link ContactSourceList}: its page (0-based) and page size (@default 20). */
export type ContactSourceListState = PagingState;

/** Props of {@link ContactSourceList}. */
export interface ContactSourceListProps {
  businessId: number;
  /** View state (the page); controlled when given, the list's own otherwise. */
  state?: ContactSourceListState;
  onStateChange?(next: ContactSourceListState): void;
  /** Opens a source's editor; default navigates to /businesses/{bid}/air2sources/{sid} */
  onEdit?(source: ContactSource): void;
  /** Opens a source's preview; default navigates to /businesses/{bid}/air2sources/{sid}/detail */
  onPreview?(source: ContactSource): void;
  className?: string;
}

/** Where a source's editor lives in the console. */
export const sourceEditorPath = (businessId: number, sourceId: number) =>
  `/businesses/${businessId}/air2sources/${sourceId}`;
/** Where a source's preview lives in the console. */
export const sourcePreviewPath = (businessId: number, sourceId: number) =>
  `/businesses/${businessId}/air2sources/${sourceId}/detail`;
/** The sources list in the console. */
export const sourceListPath = (businessId: number) => `/businesses/${businessId}/air2sources`;

/**
 * /air2sources: the contact sources of a business with their status and row count. Add asks for a name and opens
 * the new draft's editor; a submitted source can be previewed; remove asks first.
 * @example <ContactSourceList businessId={bid} />
 */
export function ContactSourceList(props: ContactSourceListProps) {
  const { businessId, onEdit, onPreview, className } = props;
  useAreaMessages(sourceMessages);
  const { t, navigate, locale } = usePortico();
  const sources = useContactSources(businessId);
  const create = useCreateContactSource(businessId);
  const remove = useRemoveContactSource(businessId);
  const removal = useConfirmedRemove<ContactSource>({
    message: (x) => t("sources.removeConfirm", { name: x.name }),
    remove: (x) => remove.mutateAsync(x.id),
    done: t("sources.toast.remove"),
  });
  const paging = useViewPaging(props.state, props.onStateChange);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [formError, setFormError] = useState<string | null>(null);

  const edit = (x: ContactSource) => (onEdit ? onEdit(x) : navigate(sourceEditorPath(businessId, x.id)));
  const preview = (x: ContactSource) => (onPreview ? onPreview(x) : navigate(sourcePreviewPath(businessId, x.id)));
  const add = async () => {
    if (!name.trim()) return;
    try {
      const made = await create.mutateAsync({ name: name.trim(), columns: [] });
      setAdding(false);
      setName("");
      edit(made);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<ContactSource>[] = [
    { key: "name", header: t("sources.col.name"), cell: (x) => x.name },
    { key: "status", header: t("sources.col.status"), cell: (x) => t(`sources.status.${x.status}`) },
    { key: "rows", header: t("sources.col.rows"), cell: (x) => x.rowCount.toLocaleString(LOCALE_TAGS[locale]) },
    { key: "updated", header: t("sources.col.updated"), cell: (x) => dateFormat.format(new Date(x.updatedTs * 1000)) },
    {
      key: "actions",
      header: <span className={s.muted}>{t("sources.col.actions")}</span>,
      cell: (x) => (
        <span className={s.actions}>
          {x.status === "submitted" ? (
            <RowAction
              icon="preview"
              onClick={() => preview(x)}
              label={t("sources.previewOf", { name: x.name })}
              tooltip={t("sources.preview")}
            />
          ) : null}
          <WriteControl businessId={businessId} verb="put" hide>
            <RowAction
              icon="edit"
              onClick={() => edit(x)}
              label={t("sources.editOf", { name: x.name })}
              tooltip={t("sources.edit")}
            />
          </WriteControl>
          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void removal.ask(x)}
              label={t("sources.removeOf", { name: x.name })}
              tooltip={t("sources.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("sources.list.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setAdding(true)}>{t("sources.add")}</Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("sources.list.title")}
        {...paging.whole(sources)}
        columns={columns}
        getRowKey={(x) => x.id}
        emptyText={t("sources.list.empty")}
      />
      <FormDialog
        open={adding}
        onClose={() => {
          setAdding(false);
          setFormError(null);
        }}
        title={t("sources.add")}
        formError={formError}
        onSubmit={() => void add()}
        submitLabel={t("sources.create")}
        busy={create.isPending}
        submitDisabled={!name.trim()}
      >
        <TextField label={t("sources.field.name")} required maxLength={100} value={name} onChange={setName} />
      </FormDialog>
      {removal.element}
    </PorticoRoot>
  );
}

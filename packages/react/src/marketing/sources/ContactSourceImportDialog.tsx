import { useState } from "react";
import {
  type ContactSource,
  type ContactSourceImportPreview,
  useConfirmSourceImport,
  usePreviewSourceImport,
} from "../../data/contactSources";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { FileField } from "../../ui/FileField";
import { FormError } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { useToast } from "../../ui/Toast";
import { sourceMessages } from "./i18n";
import { SourceRowsTable } from "./SourceRowsTable";
import * as s from "./sources.css";

/** Props of {@link ContactSourceImportDialog}. */
export interface ContactSourceImportDialogProps {
  businessId: number;
  /** A submitted source. */
  source: ContactSource;
  open: boolean;
  onClose(): void;
  /** After the rows were stored. */
  onImported?(imported: number): void;
}

/**
 * Imports a csv or xlsx file into a source in three steps: choose the file, preview it (the server parses it and
 * keeps its valid rows under an upload uuid; the first rows, unknown headers and problems are shown), confirm.
 * Rows with a problem are left out; an optional "replace by" column replaces earlier rows with the same value.
 * @example <ContactSourceImportDialog businessId={bid} source={src} open={open} onClose={close} />
 */
export function ContactSourceImportDialog({
  businessId,
  source,
  open,
  onClose,
  onImported,
}: ContactSourceImportDialogProps) {
  useAreaMessages(sourceMessages);
  const { t } = usePortico();
  const toast = useToast();
  const previewing = usePreviewSourceImport();
  const confirming = useConfirmSourceImport(businessId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ContactSourceImportPreview | null>(null);
  const [indexBy, setIndexBy] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = previewing.isPending || confirming.isPending;

  const reset = () => {
    setFile(null);
    setPreview(null);
    setIndexBy("");
    setError(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const runPreview = async () => {
    if (!file) return;
    setError(null);
    try {
      setPreview(await previewing.mutateAsync({ sourceId: source.id, file }));
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };
  const runConfirm = async () => {
    if (!preview) return;
    setError(null);
    try {
      const r = await confirming.mutateAsync({
        sourceId: source.id,
        uuid: preview.uuid,
        indexBy: indexBy || undefined,
      });
      toast.success(t("sources.toast.imported", { count: r.imported }));
      onImported?.(r.imported);
      reset();
      onClose();
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : close())}
      title={t("sources.import.title", { name: source.name })}
      description={t("sources.import.description")}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t("Cancel")}
          </Button>
          {preview ? (
            <Button onClick={() => void runConfirm()} disabled={busy || preview.valid === 0}>
              {t("sources.import.confirm", { count: preview.valid })}
            </Button>
          ) : (
            <Button onClick={() => void runPreview()} disabled={busy || !file}>
              {t("sources.import.preview")}
            </Button>
          )}
        </>
      }
    >
      <FormError error={error} />
      <FileField
        className={s.section}
        label={t("sources.import.fileLabel")}
        disabled={busy}
        onFile={(f) => {
          setFile(f);
          setPreview(null);
          setError(null);
        }}
      />
      {preview ? (
        <div className={s.page} data-testid="source-import-preview">
          <p role="status">
            {t("sources.import.summary", { total: preview.total, valid: preview.valid, filename: preview.filename })}
          </p>
          {preview.unknownColumns.length ? (
            <p className={s.muted}>{t("sources.import.unknown", { names: preview.unknownColumns.join(", ") })}</p>
          ) : null}
          {preview.problems.length ? (
            <ul className={s.problems}>
              {preview.problems.map((p) => (
                <li key={`${p.row}-${p.column}`}>
                  {t(`sources.import.problem.${p.problem}`, { row: p.row, column: p.column })}
                </li>
              ))}
            </ul>
          ) : null}
          <SourceRowsTable columns={source.columns} rows={preview.rows} total={preview.rows.length} />
          <SelectField
            label={t("sources.import.indexBy")}
            value={indexBy}
            onChange={setIndexBy}
            options={[
              { value: "", label: t("sources.import.indexBy.none") },
              ...source.columns.map((c) => ({ value: c.name, label: c.name })),
            ]}
          />
        </div>
      ) : null}
    </Dialog>
  );
}

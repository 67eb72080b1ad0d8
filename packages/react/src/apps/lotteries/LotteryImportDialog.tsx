import { useEffect, useState } from "react";
import {
  type Lottery,
  type LotteryImportPreview,
  useConfirmLotteryImport,
  useUploadLotteryExcel,
} from "../../data/lotteries";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Confirm } from "../../ui/Confirm";
import { Dialog } from "../../ui/Dialog";
import { FileField } from "../../ui/FileField";
import { FormError } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { useToast } from "../../ui/Toast";
import { lotteryMessages } from "./i18n";
import * as s from "./lotteries.css";

/** Props of {@link LotteryImportDialog}. */
export interface LotteryImportDialogProps {
  businessId: number;
  lottery: Lottery;
  open: boolean;
  onClose(): void;
  /** After the import job finished. */
  onImported?(result: { prizes: number; candidates: number }): void;
}

const KEEP = "\u0000keep";

/**
 * Imports a lottery's prizes and candidates from an xlsx file: upload (the server keeps it under a uuid), preview
 * its sheets with their first rows, pick the prizes and candidates sheets, confirm the overwrite, then follow the
 * import job's progress.
 * @example <LotteryImportDialog businessId={bid} lottery={l} open={open} onClose={close} />
 */
export function LotteryImportDialog({ businessId, lottery, open, onClose, onImported }: LotteryImportDialogProps) {
  useAreaMessages(lotteryMessages);
  const { t } = usePortico();
  const toast = useToast();
  const upload = useUploadLotteryExcel();
  const importing = useConfirmLotteryImport(businessId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<LotteryImportPreview | null>(null);
  const [prizesSheet, setPrizesSheet] = useState(KEEP);
  const [candidatesSheet, setCandidatesSheet] = useState("");
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || importing.isPending;
  const job = importing.job;

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
    setAsking(false);
    upload.reset();
    importing.reset();
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  // The job's end: a toast and close on success, the message on failure.
  const state = job?.state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per finished job
  useEffect(() => {
    if (state === "succeeded") {
      const out = job!.output as { prizes: number; candidates: number };
      toast.success(t("lotteries.import.done", out), 3000);
      onImported?.(out);
      reset();
      onClose();
    } else if (state === "failed" || state === "cancelled") setError(t("lotteries.import.failed"));
  }, [state]);

  const runUpload = async () => {
    if (!file) return;
    if (!/\.xlsx$/i.test(file.name)) {
      setError(t("lotteries.import.invalid"));
      return;
    }
    setError(null);
    try {
      const p = await upload.mutateAsync({ lotteryId: lottery.id, file });
      setPreview(p);
      setPrizesSheet(p.prizesSheet ?? KEEP);
      setCandidatesSheet(p.candidatesSheet);
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };
  const runImport = async () => {
    if (!preview) return;
    setAsking(false);
    setError(null);
    try {
      await importing.confirm({
        lotteryId: lottery.id,
        uuid: preview.uuid,
        prizesSheet: prizesSheet === KEEP ? null : prizesSheet,
        candidatesSheet,
      });
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };
  const chosen = preview?.sheets.find((x) => x.name === candidatesSheet);
  const sheetOptions = (preview?.sheets ?? []).map((x) => ({ value: x.name, label: x.name }));

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : close())}
      title={t("lotteries.import.title", { name: lottery.name })}
      description={t("lotteries.import.description")}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t("Cancel")}
          </Button>
          {preview ? (
            <Button onClick={() => setAsking(true)} loading={importing.isPending} disabled={busy || !chosen?.total}>
              {t("lotteries.import.confirm")}
            </Button>
          ) : (
            <Button onClick={() => void runUpload()} loading={upload.isPending} disabled={busy || !file}>
              {t("lotteries.import.preview")}
            </Button>
          )}
        </>
      }
    >
      <FormError error={error} />
      <FileField
        className={s.section}
        label={t("lotteries.import.file")}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={busy}
        onFile={(f) => {
          setFile(f);
          setPreview(null);
          setError(null);
        }}
      />
      {job && !error ? (
        <p role="status">
          {t("lotteries.import.importing", {
            done: job.progress.done,
            total: job.progress.total || chosen?.total || 0,
          })}
        </p>
      ) : null}
      {preview ? (
        <div className={s.page} data-testid="lottery-import-preview">
          {preview.sheets.map((sheet) => (
            <section key={sheet.name} className={s.section} aria-label={sheet.name}>
              <strong>{t("lotteries.import.sheetSummary", { name: sheet.name, total: sheet.total })}</strong>
              <div className={s.scroll}>
                <table className={s.sheet}>
                  <thead>
                    <tr>
                      {sheet.header.map((h, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: header names may repeat
                        <th key={i} className={s.cell} scope="col">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {sheet.rows.map((row, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no id
                      <tr key={i}>
                        {row.map((v, j) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells by position
                          <td key={j} className={s.cell}>
                            {v}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
          <SelectField
            label={t("lotteries.import.prizesSheet")}
            value={prizesSheet}
            onChange={setPrizesSheet}
            options={[{ value: KEEP, label: t("lotteries.import.keepPrizes") }, ...sheetOptions]}
            disabled={busy}
          />
          <SelectField
            label={t("lotteries.import.candidatesSheet")}
            value={candidatesSheet}
            onChange={setCandidatesSheet}
            options={sheetOptions}
            disabled={busy}
          />
        </div>
      ) : null}
      <Confirm
        open={asking}
        danger
        title={t("lotteries.import.confirmTitle")}
        message={t("lotteries.import.confirmMessage", { count: chosen?.total ?? 0, sheet: candidatesSheet })}
        onConfirm={() => runImport()}
        onCancel={() => setAsking(false)}
      />
    </Dialog>
  );
}

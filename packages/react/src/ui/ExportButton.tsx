import { useEffect, useId, useRef, useState } from "react";
import { type ExportOutput, useExportJob } from "../data/exports";
import { errorCode, errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { useScopedRoot } from "../theme/PorticoRoot";
import { Button } from "./Button";
import * as s from "./exportButton.css";

/** A file format the export service writes. */
export type ExportFormat = "xlsx" | "csv";

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  businessId: number;
  /** The server's export source, e.g. `inode-visitors`, `online-clients`, `visitors`. */
  kind: string;
  /**
   * First day, YYYY-MM-DD in the business's time zone. Leave out both days for a source that exports a whole
   * history (`sms-results`).
   */
  from?: string;
  /** Last day (included), YYYY-MM-DD in the business's time zone. */
  to?: string;
  /** The source's own parameters (e.g. `{ cuid }`). */
  params?: Record<string, unknown>;
  /** Formats offered; with more than one a format choice shows. @default ["xlsx", "csv"] */
  formats?: readonly ExportFormat[];
  /** The button's text. @default t("export.button") */
  label?: string;
  /** Starts the download by itself once the file is ready (the link stays either way). @default true */
  autoDownload?: boolean;
  /** Called once the file is ready. */
  onDone?(output: ExportOutput): void;
  disabled?: boolean;
  className?: string;
}

/**
 * Exports data through the server's export service: queues the job, shows its live progress, then downloads the
 * file (signed link, valid 24 h). Only reads, so it is no write control: read-only sub-accounts may export.
 * @example <ExportButton businessId={1} kind="inode-visitors" from="2026-11-20" to="2026-11-26" params={{ cuid }} />
 */
export function ExportButton({
  businessId,
  kind,
  from,
  to,
  params,
  formats = ["xlsx", "csv"],
  label,
  autoDownload = true,
  onDone,
  disabled,
  className,
}: ExportButtonProps) {
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const exp = useExportJob(businessId);
  const [format, setFormat] = useState<ExportFormat>(formats[0] ?? "xlsx");
  const formatId = useId();
  const downloaded = useRef<string | null>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!exp.output || downloaded.current === exp.output.exportId) return;
    downloaded.current = exp.output.exportId;
    onDone?.(exp.output);
    if (autoDownload) link.current?.click();
  }, [exp.output, autoDownload, onDone]);

  const job = exp.job;
  const running = exp.busy;
  const errorText = exp.error
    ? errorCode(exp.error) === "EXPORT_RANGE_TOO_LONG"
      ? t("export.rangeTooLong", { days: rangeCap(exp.error) ?? "?" })
      : errorMessage(t, exp.error)
    : exp.failedCode
      ? t(`error.${exp.failedCode}`, { defaultValue: t("export.failed") })
      : null;

  return (
    <span className={cx(scoped.className, s.root, className)} style={scoped.style}>
      {formats.length > 1 ? (
        <>
          <label htmlFor={formatId} className={s.status}>
            {t("export.format")}
          </label>
          <select
            id={formatId}
            className={s.select}
            value={format}
            disabled={running}
            onChange={(e) => setFormat(e.target.value as ExportFormat)}
          >
            {formats.map((f) => (
              <option key={f} value={f}>
                {t(`export.${f}`)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <Button
        variant="secondary"
        loading={running}
        disabled={disabled}
        onClick={() => exp.start({ kind, format, ...(from && to ? { from, to } : {}), ...(params ? { params } : {}) })}
      >
        {label ?? t("export.button")}
      </Button>
      {running ? (
        <span className={s.status} role="status">
          <progress
            className={s.progress}
            aria-label={t("export.progressLabel")}
            {...(job && job.progress.total > 0 ? { max: job.progress.total, value: job.progress.done } : {})}
          />
          {!job || job.state === "queued"
            ? t("export.queued")
            : job.progress.total > 0
              ? t("export.progressOf", { done: job.progress.done, total: job.progress.total })
              : t("export.progress", { done: job.progress.done })}
        </span>
      ) : null}
      {exp.output && exp.href ? (
        <span className={s.status} role="status">
          {t("export.done", { rows: exp.output.rows })}
          <a ref={link} className={s.link} href={exp.href} download={exp.output.fileName} rel="noopener">
            {t("export.download", { name: exp.output.fileName })}
          </a>
        </span>
      ) : null}
      {errorText ? (
        <p className={s.error} role="alert">
          {errorText}
        </p>
      ) : null}
    </span>
  );
}

// The cap the server sent with EXPORT_RANGE_TOO_LONG (fieldProblems.to.values.days).
function rangeCap(err: unknown): number | null {
  const days = (err as { fieldProblems?: Record<string, { values?: { days?: unknown } }> }).fieldProblems?.to?.values
    ?.days;
  return typeof days === "number" ? days : null;
}

import type { ReactNode } from "react";

/** What a spreadsheet import takes: csv or xlsx. */
export const SPREADSHEET_ACCEPT =
  ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Props of {@link FileField}. */
export interface FileFieldProps {
  /** Names the field (its accessible name), e.g. "File (csv or xlsx, at most 5 MB)". */
  label: ReactNode;
  /** File types offered, as the input's `accept`. @default SPREADSHEET_ACCEPT */
  accept?: string;
  disabled?: boolean;
  /** The chosen file, or null when the choice was cleared. */
  onFile(file: File | null): void;
  className?: string;
}

/**
 * A labelled file picker: the import dialogs' first step (the file is read or uploaded by the caller).
 * @example <FileField label={t("import.file")} onFile={(f) => { setFile(f); setPreview(null); }} />
 */
export function FileField({ label, accept = SPREADSHEET_ACCEPT, disabled, onFile, className }: FileFieldProps) {
  return (
    <label className={className}>
      <span>{label}</span>
      <input
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
      />
    </label>
  );
}

import { useState } from "react";
import { useToast } from "../../ui/Toast";
import { exportXlsx, type XlsxExportOptions } from "./xlsxExport";

/**
 * Runs a spreadsheet export with a busy flag; a failure shows the error toast.
 * @example const { run, busy } = useExport(); run({ title, columns, rows })
 */
export function useExport() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async <R>(opts: XlsxExportOptions<R>): Promise<string | null> => {
    setBusy(true);
    try {
      return await exportXlsx(opts);
    } catch (e) {
      toast.error(e);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

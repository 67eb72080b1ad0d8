import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import * as s from "./upload.css";

/** Previous / next with "Page n of m" for the library's server-paged grids. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = usePortico();
  if (pages <= 1) return null;
  return (
    <div className={s.row}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("upload.previous")}
      </Button>
      <span>{t("upload.page", { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("upload.next")}
      </Button>
    </div>
  );
}

import { usePortico } from "@portico/react";
import * as s from "./Shell.css";

/** 'Error 404! Page not found.' for any location the route table does not know. */
export function NotFoundPage() {
  const { t } = usePortico();
  return (
    <div className={s.notice}>
      <h1 className={s.noticeTitle}>{t("console.notFound.title")}</h1>
    </div>
  );
}

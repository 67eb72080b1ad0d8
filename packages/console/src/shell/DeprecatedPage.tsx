import { usePortico } from "@portico/react";
import * as s from "./Shell.css";

/** 'Deprecated': the retired /inodes list and activities that are not in modules mode. */
export function DeprecatedPage() {
  const { t } = usePortico();
  return (
    <div className={s.notice}>
      <h1 className={s.noticeTitle}>{t("console.deprecated.title")}</h1>
      <p className={s.muted}>{t("console.deprecated.desc")}</p>
    </div>
  );
}

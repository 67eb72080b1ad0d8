import { usePortico } from "@portico/react";
import type { Crumb } from "../routes/breadcrumb";
import * as s from "./Shell.css";

/** Where the user is, from the route table: section, then screen. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = usePortico();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t("console.nav.breadcrumb")}>
      <ol className={s.crumbs}>
        {crumbs.map((c, i) => (
          <li
            key={c.labelKey}
            className={[i > 0 ? s.crumbSep : "", c.current ? s.crumbCurrent : ""].join(" ").trim() || undefined}
            aria-current={c.current ? "page" : undefined}
          >
            {t(c.labelKey)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

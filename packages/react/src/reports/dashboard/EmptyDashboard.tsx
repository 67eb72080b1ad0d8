import { usePortico } from "../../provider/context";
import * as s from "./dashboard.css";

/**
 * What a business without guests sees instead of a blank: the three steps that bring guests to its portal,
 * each a link (create an activity, bind an iNode, assign the portal to an SSID).
 * @example <EmptyDashboard base="/businesses/1" navigate={navigate} />
 */
export function EmptyDashboard({ base, navigate }: { base: string; navigate(to: string): void }) {
  const { t } = usePortico();
  const steps = [
    { to: `${base}/activities`, label: t("dashboard.empty.activity") },
    { to: `${base}/inodegroups/list`, label: t("dashboard.empty.inode") },
    { to: `${base}/configgroups/list`, label: t("dashboard.empty.config") },
  ];
  return (
    <div className={s.empty} role="note" aria-label={t("dashboard.empty.title")}>
      <strong>{t("dashboard.empty.title")}</strong>
      <p className={s.muted}>{t("dashboard.empty.body")}</p>
      <ol>
        {steps.map((x) => (
          <li key={x.to}>
            <a
              className={s.link}
              href={x.to}
              onClick={(e) => {
                e.preventDefault();
                navigate(x.to);
              }}
            >
              {x.label}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}

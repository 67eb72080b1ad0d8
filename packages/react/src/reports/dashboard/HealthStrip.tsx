import type { BusinessHealth } from "../../data/insights";
import { usePortico } from "../../provider/context";
import * as s from "./dashboard.css";

/**
 * The business's health at a glance: devices online and offline, guests online now.
 * @example <HealthStrip health={{ devicesOnline: 3, devicesOffline: 1, guestsOnline: 12, ts: 0 }} />
 */
export function HealthStrip({ health }: { health: BusinessHealth | undefined }) {
  const { t } = usePortico();
  const items = [
    { key: "online", label: t("dashboard.health.online"), value: health?.devicesOnline },
    { key: "offline", label: t("dashboard.health.offline"), value: health?.devicesOffline },
    { key: "guests", label: t("dashboard.health.guests"), value: health?.guestsOnline },
  ];
  return (
    <dl className={s.health} aria-label={t("dashboard.health")}>
      {items.map((i) => (
        <div key={i.key} className={s.healthItem}>
          <dt className={s.muted}>{i.label}</dt>
          <dd className={s.healthValue} data-testid={`health-${i.key}`}>
            {i.value ?? "–"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

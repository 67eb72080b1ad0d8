import type { DeviceCount } from "../../data/deviceMap";
import { usePortico } from "../../provider/context";
import * as s from "./deviceMap.css";

/** The online, offline and total counts over the map; announced politely when a live event changes them. */
export function DeviceMapCounts({ count }: { count: DeviceCount | undefined }) {
  const { t } = usePortico();
  const items = [
    { key: "online", dot: s.dotOnline, value: count?.online },
    { key: "offline", dot: s.dotOffline, value: count?.offline },
    { key: "total", dot: s.dotTotal, value: count?.total },
  ] as const;
  return (
    <ul className={s.counts} aria-label={t("devicemap.countsLabel")} aria-live="polite">
      {items.map((i) => (
        <li key={i.key} className={s.countChip} data-count={i.key}>
          <span className={i.dot} aria-hidden="true" />
          <span>{t(`devicemap.${i.key}`)}</span>
          <span className={s.countValue}>{i.value ?? "–"}</span>
        </li>
      ))}
    </ul>
  );
}

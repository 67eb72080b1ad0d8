import { usePortico } from "../../provider/context";
import * as s from "./dashboard.css";

/** Props of {@link FigureCard}. */
export interface FigureCardProps {
  label: string;
  value: number;
  previous: number;
  /** Formats the value (a count, or a rate as a percentage). */
  format(n: number): string;
  /** Rates compare in points (the difference), counts in percent of the previous value. */
  kind?: "count" | "rate";
  /** The count per media channel, shown under the value. */
  split?: { label: string; count: number }[] | undefined;
}

/**
 * One figure of the dashboard with its change against the previous period of the same length.
 * @example <FigureCard label="Clicks" value={120} previous={100} format={String} />
 */
export function FigureCard({ label, value, previous, format, kind = "count", split }: FigureCardProps) {
  const { t } = usePortico();
  const diff = value - previous;
  const tone = diff > 0 ? "up" : diff < 0 ? "down" : "same";
  let change: string;
  if (diff === 0) change = t("dashboard.change.same", { previous: format(previous) });
  else if (previous === 0 && kind === "count") change = t("dashboard.change.new");
  else {
    const amount = kind === "rate" ? format(Math.abs(diff)) : `${Math.round((Math.abs(diff) / previous) * 100)}%`;
    change = t(diff > 0 ? "dashboard.change.up" : "dashboard.change.down", {
      change: amount,
      previous: format(previous),
    });
  }
  return (
    <li className={s.card} aria-label={label}>
      <span className={s.cardLabel}>{label}</span>
      <span className={s.cardValue}>{format(value)}</span>
      <span className={s.change[tone]}>{change}</span>
      {split?.length ? (
        <span className={s.split}>
          {split.map((x) => t("dashboard.split", { channel: x.label, count: format(x.count) })).join(" · ")}
        </span>
      ) : null}
    </li>
  );
}

import { usePortico } from "../provider/context";
import { LinkChart } from "./LinkChart";
import * as s from "./links.css";

/** One value of a breakdown and its clicks. */
export interface ClickCount {
  name: string;
  clicks: number;
}

/** The accessible table of a chart's numbers (the chart itself is only an image). */
export function ClickTable({ caption, head, rows }: { caption: string; head: string; rows: ClickCount[] }) {
  const { t } = usePortico();
  return (
    <table className={s.table}>
      <caption className={s.muted}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={s.cell}>
            {head}
          </th>
          <th scope="col" className={s.num}>
            {t("links.stats.clicks")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row" className={s.cell}>
              {r.name}
            </th>
            <td className={s.num}>{r.clicks}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A pie chart of one breakdown (browser, locale, platform, OS, referrer) with its table. */
export function ClickBreakdown({
  title,
  counts,
  valueLabel,
}: {
  title: string;
  counts: ClickCount[];
  valueLabel(name: string): string;
}) {
  const { t } = usePortico();
  const rows = counts.map((c) => ({ name: valueLabel(c.name), clicks: c.clicks }));
  return (
    <figure className={s.card}>
      <figcaption className={s.cardTitle}>{title}</figcaption>
      <LinkChart type="pie" label={title} labels={rows.map((r) => r.name)} data={rows.map((r) => r.clicks)} />
      <ClickTable caption={title} head={t("links.stats.value")} rows={rows} />
    </figure>
  );
}

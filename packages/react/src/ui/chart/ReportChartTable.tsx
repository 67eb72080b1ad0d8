import { usePortico } from "../../provider/context";
import * as s from "./reportChart.css";
import { isTimeSeries, type ReportChartProps, TABLE_ROW_LIMIT, type TimePoint } from "./reportChartTypes";

/** Rows of the table: one per label, or one per time point of the first series (the others matched by x). */
function tableRows(
  props: ReportChartProps,
  fmtTime: (ms: number) => string,
): { head: string; cells: (number | null)[] }[] {
  const first = props.series[0];
  if (first && isTimeSeries(first.data)) {
    const byX = props.series.map((sr) => new Map((sr.data as readonly TimePoint[]).map((p) => [p.x, p.y])));
    return (first.data as readonly TimePoint[]).map((p) => ({
      head: fmtTime(p.x),
      cells: byX.map((m) => m.get(p.x) ?? null),
    }));
  }
  return props.labels.map((label, i) => ({
    head: label,
    cells: props.series.map((sr) => (sr.data as readonly (number | null)[])[i] ?? null),
  }));
}

/** The chart's text alternative: its figures as a table (at most {@link TABLE_ROW_LIMIT} rows, then a count). */
export default function ReportChartTable(props: ReportChartProps & { formatTime(ms: number): string }) {
  const { t } = usePortico();
  const fmt = props.formatValue ?? ((v: number) => v.toLocaleString());
  const rows = tableRows(props, props.formatTime);
  const shown = rows.slice(0, TABLE_ROW_LIMIT);
  return (
    <div className={s.tableWrap} style={{ maxHeight: Math.max(props.height ?? 240, 240) }}>
      <table className={s.table}>
        <caption className={s.note}>{props.title}</caption>
        <thead>
          <tr>
            <th scope="col" className={s.cell}>
              {props.xTitle ?? ""}
            </th>
            {props.series.map((sr) => (
              <th key={sr.label} scope="col" className={s.number}>
                {sr.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional (labels may repeat)
            <tr key={i}>
              <th scope="row" className={s.cell}>
                {r.head}
              </th>
              {r.cells.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per series, in series order
                <td key={j} className={s.number}>
                  {c === null ? "–" : fmt(c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > shown.length && (
        <p className={s.note}>{t("chart.moreRows", { shown: shown.length, total: rows.length })}</p>
      )}
    </div>
  );
}

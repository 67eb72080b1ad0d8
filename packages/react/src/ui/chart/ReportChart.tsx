import { lazy, Suspense, useId, useState } from "react";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { LazyChart } from "./LazyChart";
import * as s from "./reportChart.css";
import { isEmptyChart, type ReportChartProps } from "./reportChartTypes";

export type { ReportChartProps, ReportChartSeries, TimePoint } from "./reportChartTypes";

// chart.js loads with the first chart shown, never in a widget's entry chunk.
const ReportChartCanvas = lazy(() => import("./ReportChartCanvas"));
// The table alternative loads on its first use only.
const ReportChartTable = lazy(() => import("./ReportChartTable"));

/**
 * The chart of every report: a titled figure on chart.js in theme colours, with a table toggle as its text
 * alternative, loading and empty states, pie labels hidden under 5%, and long line series decimated.
 * @example
 * <ReportChart title={t("gender")} type="pie" labels={["Male", "Female"]} series={[{ label: t("visitors"), data: [3, 5] }]} />
 * <ReportChart title="Traffic" type="line" labels={[]} series={[{ label: "RX", data: points }]} formatValue={bytes} />
 */
export function ReportChart(props: ReportChartProps) {
  const { t, locale } = usePortico();
  // Themed on its own when a host places it outside any Portico widget (a chart alone on a page).
  const scoped = useScopedRoot();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const height = props.height ?? 240;
  const formatTime =
    props.formatTime ??
    ((ms: number) =>
      new Date(ms).toLocaleString(LOCALE_TAGS[locale], {
        month: "short",
        day: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      }));
  const empty = !props.loading && isEmptyChart(props.series);
  return (
    <figure
      className={cx(scoped.className, s.figure)}
      style={scoped.style}
      aria-labelledby={titleId}
      aria-busy={props.loading || undefined}
    >
      <div className={s.head}>
        <figcaption id={titleId} className={s.title}>
          {props.title}
        </figcaption>
        {!props.loading && !empty && (
          <button type="button" className={s.toggle} aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t("chart.showChart") : t("chart.showTable")}
          </button>
        )}
      </div>
      {props.loading ? (
        <div role="status" className={s.state} style={{ height }}>
          {t("Loading")}
        </div>
      ) : empty ? (
        <div className={s.state} style={{ height }}>
          {t("chart.empty")}
        </div>
      ) : asTable ? (
        <Suspense fallback={<div role="status" className={s.state} style={{ height }} />}>
          <ReportChartTable {...props} formatTime={formatTime} />
        </Suspense>
      ) : (
        <LazyChart
          canvas={ReportChartCanvas}
          props={{ ...props, height, formatTime }}
          height={height}
          failedText={t("chart.failed")}
          stateClassName={s.state}
        />
      )}
    </figure>
  );
}

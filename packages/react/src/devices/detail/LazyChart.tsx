import { lazy, useId } from "react";
import { usePortico } from "../../provider/context";
import { LazyChart as LazyChartBox } from "../../ui/chart/LazyChart";
import type { LazyChartProps } from "./chartTypes";
import * as s from "./detail.css";

export type { ChartColor, LazyChartProps, LazyChartSeries } from "./chartTypes";

// chart.js and react-chartjs-2 load with the first chart only, never in a widget's entry chunk.
const ChartCanvas = lazy(() => import("./ChartCanvas"));

/**
 * A line or bar chart on chart.js, loaded lazily, coloured with theme tokens. `label` is its visible title (a
 * figcaption, which also names the figure): with several charts side by side, each says what it shows.
 * @example <LazyChart type="line" label="Total traffic" labels={times} series={[{ label: "TX", data: tx }]} />
 */
export function LazyChart(props: LazyChartProps) {
  const { t } = usePortico();
  const titleId = useId();
  return (
    <figure className={s.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={s.chartTitle}>
        {props.label}
      </figcaption>
      <LazyChartBox
        canvas={ChartCanvas}
        props={props}
        height={props.height ?? 240}
        failedText={t("detail.chart.failed")}
        stateClassName={s.chartLoading}
      />
    </figure>
  );
}

import { Component, lazy, type ReactNode, Suspense } from "react";
import { usePortico } from "../../provider/context";
import * as s from "./detail.css";

/** Theme colour tokens a chart series may use (resolved at draw time, so dark mode and host themes apply). */
export type ChartColor = "primary" | "success" | "danger" | "textMuted" | "focus" | "text";

/** One series of a {@link LazyChart}. */
export interface LazyChartSeries {
  label: string;
  data: (number | null)[];
  /** Theme colour; by default the palette in series order. */
  color?: ChartColor;
  dashed?: boolean;
  fill?: boolean;
}

/** Props of {@link LazyChart}. */
export interface LazyChartProps {
  type: "line" | "bar";
  /** Accessible name of the chart (the canvas is an image with this label). */
  label: string;
  /** X axis labels. */
  labels: string[];
  series: LazyChartSeries[];
  /** Pixels. @default 240 */
  height?: number;
  yMin?: number;
  yMax?: number;
  yTitle?: string;
  stacked?: boolean;
  /** Formats axis ticks and tooltips (e.g. bandwidth in K, M, G, or percent). */
  formatValue?(value: number): string;
}

// chart.js and react-chartjs-2 load with the first chart only, never in a widget's entry chunk.
const ChartCanvas = lazy(() => import("./ChartCanvas"));

/** Keeps a chart failure (a chunk that did not load, a canvas error) inside the chart's box. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A line or bar chart on chart.js, loaded lazily, coloured with theme tokens.
 * @example <LazyChart type="line" label="Total traffic" labels={times} series={[{ label: "TX", data: tx }]} />
 */
export function LazyChart(props: LazyChartProps) {
  const { t } = usePortico();
  return (
    <figure className={s.chart} aria-label={props.label}>
      <ChartBoundary fallback={<p className={s.chartLoading}>{t("detail.chart.failed")}</p>}>
        <Suspense
          fallback={
            <div role="status" className={s.chartLoading} style={{ height: props.height ?? 240 }}>
              {t("Loading")}
            </div>
          }
        >
          <ChartCanvas {...props} />
        </Suspense>
      </ChartBoundary>
    </figure>
  );
}

import type { ChartToken } from "./themeColors";

/** One point of a long time series: x in epoch milliseconds. */
export interface TimePoint {
  x: number;
  y: number;
}

/** One series of a {@link ReportChart}: a value per label, or time points. */
export interface ReportChartSeries {
  label: string;
  data: readonly (number | null)[] | readonly TimePoint[];
  /** Theme colour of a bar or line series; by default the palette in series order. */
  color?: Exclude<ChartToken, "border">;
  /** A dashed line (a second series that must read apart from the first without colour). */
  dashed?: boolean;
  /** Fills the area under a line. */
  fill?: boolean;
}

/** Props of {@link ReportChart}. */
export interface ReportChartProps {
  /** Visible title; it also names the figure and the canvas image. */
  title: string;
  type: "pie" | "doughnut" | "bar" | "line";
  /** Category labels (slices or bars). May be empty for time series. */
  labels: readonly string[];
  series: readonly ReportChartSeries[];
  /** Pixels of the drawing. @default 240 */
  height?: number;
  /** Bars run left to right (long category names such as locations). */
  horizontal?: boolean;
  stacked?: boolean;
  /** Formats values in axes, tooltips and the table (e.g. bandwidth in K, M, G). */
  formatValue?(value: number): string;
  /** Formats a time point's x (epoch ms) in axes, tooltips and the table; by default a short date and time. */
  formatTime?(ms: number): string;
  xTitle?: string;
  yTitle?: string;
  /** Fixed ends of the value axis (e.g. 0 and 100 for percentages). */
  yMin?: number;
  yMax?: number;
  /** Shows the loading box instead of the drawing (data still on its way). */
  loading?: boolean;
  /** Decimates line series longer than {@link DECIMATE_ABOVE}; false draws every point (benchmarks). @default true */
  decimate?: boolean;
  /** Slices under this share get no label on the pie (the specification hides labels under 5%). @default 0.05 */
  minLabelShare?: number;
}

/** Line series longer than this are decimated (chart.js LTTB) instead of drawn point by point. */
export const DECIMATE_ABOVE = 1000;

/** Rows the table alternative lists before it says how many more there are. */
export const TABLE_ROW_LIMIT = 500;

/** Whether a series holds time points rather than one value per label. */
export function isTimeSeries(data: ReportChartSeries["data"]): data is readonly TimePoint[] {
  const first = data.find((d) => d !== null);
  return typeof first === "object" && first !== null;
}

/** Whether there is nothing to draw: no series, or every value empty or zero. */
export function isEmptyChart(series: readonly ReportChartSeries[]): boolean {
  return series.every((s) =>
    (s.data as readonly (number | null | TimePoint)[]).every((d) => {
      const v = typeof d === "object" && d !== null ? d.y : d;
      return v === null || v === 0 || Number.isNaN(v);
    }),
  );
}

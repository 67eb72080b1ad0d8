import type { ChartToken } from "../../ui/chart/themeColors";

/** Theme colour tokens a chart series may use (resolved at draw time, so dark mode and host themes apply). */
export type ChartColor = Exclude<ChartToken, "border">;

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
  /** Title of the chart, shown above it and naming it (the canvas is an image with this label). */
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

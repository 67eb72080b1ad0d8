import { ReportChart } from "../../ui/chart/ReportChart";
import type { LazyChartProps } from "./chartTypes";

export type { ChartColor, LazyChartProps, LazyChartSeries } from "./chartTypes";

/**
 * A device line or bar chart: the report chart (titled, a table toggle as its text alternative, theme colours,
 * chart.js loaded on first use) under the devices area's props. `label` is its visible title.
 * @example <LazyChart type="line" label="Total traffic" labels={times} series={[{ label: "TX", data: tx }]} />
 */
export function LazyChart({ label, ...props }: LazyChartProps) {
  return <ReportChart title={label} {...props} />;
}

/** Props of {@link LinkChart}. */
export interface LinkChartProps {
  type: "pie" | "bar";
  /** Accessible name of the canvas (the table beside it carries the numbers). */
  label: string;
  labels: string[];
  data: number[];
  /** Pixels. @default 220 */
  height?: number;
}

import { Component, lazy, type ReactNode, Suspense } from "react";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { linkMessages } from "./i18n";
import * as s from "./links.css";

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

// chart.js loads with the first chart of the statistics page only, never in the widgets' entry chunk.
const LinkChartCanvas = lazy(() => import("./LinkChartCanvas"));

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
 * A pie or bar chart of click counts on chart.js, loaded lazily and coloured with theme tokens.
 * @example <LinkChart type="pie" label="Browser" labels={["Chrome"]} data={[3]} />
 */
export function LinkChart(props: LinkChartProps) {
  useAreaMessages(linkMessages);
  const { t } = usePortico();
  const height = props.height ?? 220;
  return (
    <ChartBoundary fallback={<p className={s.chartState}>{t("links.stats.chartFailed")}</p>}>
      <Suspense
        fallback={
          <div role="status" className={s.chartState} style={{ height }}>
            {t("Loading")}
          </div>
        }
      >
        <LinkChartCanvas {...props} height={height} />
      </Suspense>
    </ChartBoundary>
  );
}

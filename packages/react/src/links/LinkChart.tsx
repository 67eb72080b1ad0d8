import { lazy } from "react";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { LazyChart } from "../ui/chart/LazyChart";
import { linkMessages } from "./i18n";
import type { LinkChartProps } from "./linkChartTypes";
import * as s from "./links.css";

export type { LinkChartProps } from "./linkChartTypes";

// chart.js loads with the first chart of the statistics page only, never in the widgets' entry chunk.
const LinkChartCanvas = lazy(() => import("./LinkChartCanvas"));

/**
 * A pie or bar chart of click counts on chart.js, loaded lazily and coloured with theme tokens.
 * @example <LinkChart type="pie" label="Browser" labels={["Chrome"]} data={[3]} />
 */
export function LinkChart(props: LinkChartProps) {
  useAreaMessages(linkMessages);
  const { t } = usePortico();
  const height = props.height ?? 220;
  return (
    <LazyChart
      canvas={LinkChartCanvas}
      props={{ ...props, height }}
      height={height}
      failedText={t("links.stats.chartFailed")}
      stateClassName={s.chartState}
    />
  );
}

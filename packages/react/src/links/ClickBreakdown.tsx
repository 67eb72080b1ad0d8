import { usePortico } from "../provider/context";
import { ReportChart } from "../ui/chart/ReportChart";

/** One value of a breakdown and its clicks. */
export interface ClickCount {
  name: string;
  clicks: number;
}

/** A pie chart of one breakdown (browser, locale, platform, OS, referrer); its table toggle is the text alternative. */
export function ClickBreakdown({
  title,
  counts,
  valueLabel,
}: {
  title: string;
  counts: ClickCount[];
  valueLabel(name: string): string;
}) {
  const { t } = usePortico();
  return (
    <ReportChart
      title={title}
      type="pie"
      height={220}
      xTitle={t("links.stats.value")}
      labels={counts.map((c) => valueLabel(c.name))}
      series={[{ label: t("links.stats.clicks"), data: counts.map((c) => c.clicks) }]}
    />
  );
}

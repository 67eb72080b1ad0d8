import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import { useThemeColors } from "../../ui/chart/themeColors";
import type { ChartColor, LazyChartProps } from "./chartTypes";

// Only what line and bar charts need, so the lazily loaded chunk stays small.
ChartJS.register(
  LineController,
  BarController,
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  BarElement,
  Tooltip,
  Legend,
  Filler,
);

const PALETTE: readonly ChartColor[] = ["primary", "success", "textMuted", "danger", "focus", "text"];

/** The chart.js canvas behind {@link LazyChart}; loaded on demand with chart.js and react-chartjs-2. */
export default function ChartCanvas(props: LazyChartProps) {
  const { box, colors } = useThemeColors([...PALETTE, "border"]);
  const color = (c: ChartColor) => colors[c] ?? "currentColor";
  const fmt = props.formatValue ?? ((v: number) => String(v));
  const datasets = props.series.map((s, i) => {
    const c = color(s.color ?? PALETTE[i % PALETTE.length]!);
    return {
      label: s.label,
      data: s.data,
      borderColor: c,
      backgroundColor: props.type === "bar" ? c : `${c}33`,
      borderDash: s.dashed ? [6, 4] : undefined,
      fill: s.fill ?? false,
      pointRadius: 0,
      tension: 0.25,
      borderWidth: 2,
    };
  });
  const grid = { color: colors.border ?? "rgba(0,0,0,0.1)" };
  const tick = { color: colors.textMuted ?? "currentColor" };
  const options: ChartOptions<"line" | "bar"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: "index", intersect: false },
    plugins: {
      legend: { labels: { color: colors.text ?? "currentColor" } },
      tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${fmt(Number(ctx.parsed.y))}` } },
    },
    scales: {
      x: { grid, ticks: { ...tick, maxTicksLimit: 12 }, stacked: props.stacked },
      y: {
        grid,
        ticks: { ...tick, callback: (v) => fmt(Number(v)) },
        min: props.yMin,
        max: props.yMax,
        stacked: props.stacked,
        beginAtZero: true,
        title: props.yTitle ? { display: true, text: props.yTitle, color: colors.textMuted } : undefined,
      },
    },
  };
  return (
    <div ref={box} style={{ position: "relative", height: props.height ?? 240 }}>
      <Chart
        type={props.type as "line"}
        data={{ labels: props.labels, datasets }}
        options={options as ChartOptions<"line">}
        role="img"
        aria-label={props.label}
      />
    </div>
  );
}

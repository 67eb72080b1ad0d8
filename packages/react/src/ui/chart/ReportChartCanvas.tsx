import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Decimation,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import { PALETTE_TOKENS, paletteColor, withAlpha } from "./chartPalette";
import { DECIMATE_ABOVE, isTimeSeries, type ReportChartProps } from "./reportChartTypes";
import { sliceLabels } from "./sliceLabels";
import { useThemeColors } from "./themeColors";

ChartJS.register(
  PieController,
  DoughnutController,
  ArcElement,
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Decimation,
  Filler,
  Tooltip,
  Legend,
  sliceLabels,
);

type CanvasProps = ReportChartProps & { height: number; formatTime(ms: number): string };

/** The chart.js canvas behind {@link ReportChart}; loaded on demand with chart.js and react-chartjs-2. */
export default function ReportChartCanvas(props: CanvasProps) {
  const { box, colors } = useThemeColors([...PALETTE_TOKENS, "border"]);
  const fmt = props.formatValue ?? ((v: number) => v.toLocaleString());
  const round = props.type === "pie" || props.type === "doughnut";
  const timed = !round && props.series.some((s) => isTimeSeries(s.data));
  const text = colors.text ?? "currentColor";
  const datasets = props.series.map((s, i) => {
    const c = s.color ? (colors[s.color] ?? "currentColor") : paletteColor(colors, i);
    return {
      label: s.label,
      data: s.data as number[],
      borderColor: round ? (colors.border ?? "#fff") : c,
      backgroundColor: round
        ? props.labels.map((_, j) => paletteColor(colors, j))
        : props.type === "line"
          ? withAlpha(c, 0.2)
          : c,
      borderWidth: round ? 1 : 2,
      borderDash: s.dashed ? [6, 4] : undefined,
      fill: s.fill ?? false,
      pointRadius: 0,
      tension: 0.2,
      // Decimation needs unparsed {x, y} data in x order; only time series are given that way.
      ...(timed ? { parsing: false as const, normalized: true } : {}),
    };
  });
  const grid = { color: colors.border ?? "rgba(0,0,0,0.1)" };
  const tick = { color: colors.textMuted ?? "currentColor" };
  const valueAxis = {
    grid,
    ticks: { ...tick, callback: (v: number | string) => fmt(Number(v)) },
    beginAtZero: true,
    min: props.yMin,
    max: props.yMax,
    stacked: props.stacked,
    title: props.yTitle ? { display: true, text: props.yTitle, color: tick.color } : undefined,
  };
  const categoryAxis = {
    type: timed ? ("linear" as const) : ("category" as const),
    grid,
    stacked: props.stacked,
    ticks: {
      ...tick,
      maxTicksLimit: 12,
      ...(timed ? { callback: (v: number | string) => props.formatTime(Number(v)) } : {}),
    },
    title: props.xTitle ? { display: true, text: props.xTitle, color: tick.color } : undefined,
  };
  const horizontal = props.type === "bar" && props.horizontal;
  const options: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: horizontal ? "y" : "x",
    // chart.js decimates only when the chart itself (not just its datasets) skips parsing.
    ...(timed ? { parsing: false as const } : {}),
    plugins: {
      legend: {
        display: round || props.series.length > 1,
        position: "bottom",
        labels: { color: text, boxWidth: 12 },
      },
      tooltip: {
        callbacks: {
          title: (items) => (timed && items[0] ? props.formatTime(Number(items[0].parsed.x)) : (items[0]?.label ?? "")),
          label: (ctx) => {
            const v = round ? Number(ctx.parsed) : Number(horizontal ? ctx.parsed.x : ctx.parsed.y);
            return `${round ? ctx.label : ctx.dataset.label}: ${fmt(v)}`;
          },
        },
      },
      decimation: {
        enabled: timed && props.decimate !== false,
        algorithm: "lttb",
        samples: 500,
        threshold: DECIMATE_ABOVE,
      },
      // @ts-expect-error the plugin's options are not in chart.js's registry of plugin option types
      sliceLabels: round ? { minShare: props.minLabelShare ?? 0.05, color: "#fff" } : false,
    },
    ...(round ? {} : { scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis } }),
  };
  return (
    <div ref={box} style={{ position: "relative", height: props.height }}>
      <Chart
        type={props.type}
        data={{ labels: timed ? undefined : [...props.labels], datasets } as never}
        options={options as never}
        role="img"
        aria-label={props.title}
      />
    </div>
  );
}

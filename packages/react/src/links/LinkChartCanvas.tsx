import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  PieController,
  Tooltip,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import { useThemeColors } from "../ui/chart/themeColors";
import type { LinkChartProps } from "./linkChartTypes";

// Only what pie and bar charts need, so the lazily loaded chunk stays small.
ChartJS.register(PieController, ArcElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const PALETTE = ["primary", "success", "danger", "focus", "textMuted", "text"] as const;
/** The chart.js canvas behind {@link LinkChart}; loaded on demand with chart.js and react-chartjs-2. */
export default function LinkChartCanvas(props: LinkChartProps) {
  const { box, colors } = useThemeColors([...PALETTE, "border"]);
  const text = colors.text ?? "currentColor";
  const pie = props.type === "pie";
  const fill = pie
    ? props.data.map((_, i) => colors[PALETTE[i % PALETTE.length]!] ?? "currentColor")
    : (colors.primary ?? "currentColor");
  const options: ChartOptions<"pie" | "bar"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { display: pie, position: "bottom", labels: { color: text } } },
    ...(pie
      ? {}
      : {
          scales: {
            x: { grid: { color: colors.border }, ticks: { color: colors.textMuted, maxTicksLimit: 16 } },
            y: {
              grid: { color: colors.border },
              ticks: { color: colors.textMuted, precision: 0 },
              beginAtZero: true,
            },
          },
        }),
  };
  return (
    <div ref={box} style={{ position: "relative", height: props.height }}>
      <Chart
        type={props.type as "bar"}
        data={{ labels: props.labels, datasets: [{ label: props.label, data: props.data, backgroundColor: fill }] }}
        options={options as ChartOptions<"bar">}
        role="img"
        aria-label={props.label}
      />
    </div>
  );
}

import type { Chart, Plugin } from "chart.js";

/** Options of the slice-label plugin (under `plugins.sliceLabels`). */
export interface SliceLabelOptions {
  /** Slices under this share of the total get no label. */
  minShare: number;
  color: string;
}

/** The share text of each slice as drawn, or null where it is hidden (under `minShare`). */
export function sliceLabelTexts(values: readonly number[], minShare: number): (string | null)[] {
  const total = values.reduce((a, v) => a + (Number.isFinite(v) && v > 0 ? v : 0), 0);
  return values.map((v) => {
    const share = total > 0 ? v / total : 0;
    return share >= minShare && share > 0 ? `${Math.round(share * 100)}%` : null;
  });
}

/** Draws each slice's share on pies and doughnuts, leaving small slices unlabelled so labels never overlap. */
export const sliceLabels: Plugin<"pie" | "doughnut", SliceLabelOptions> = {
  id: "sliceLabels",
  afterDatasetsDraw(chart: Chart<"pie" | "doughnut">, _args, opts) {
    const meta = chart.getDatasetMeta(0);
    const values = (chart.data.datasets[0]?.data ?? []) as number[];
    const texts = sliceLabelTexts(values, opts.minShare);
    const { ctx } = chart;
    ctx.save();
    ctx.fillStyle = opts.color;
    ctx.font = "600 12px sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    meta.data.forEach((arc, i) => {
      const text = texts[i];
      if (!text || !chart.getDataVisibility(i)) return;
      const { x, y } = arc.tooltipPosition(true);
      if (x !== null && y !== null) ctx.fillText(text, x, y);
    });
    ctx.restore();
  },
};

// The chart bench's page: one ReportChart canvas with ?points=N time points, decimated (default) or every point
// drawn (?decimate=0). A chart.js plugin writes the time from render to the first drawn frame into
// window.__chartDrawn, and one redraw's mean time into window.__chartRedraw, for the bench to read. The canvas module is imported directly, so no lazy chunk is timed.
import { PorticoProvider } from "@portico/react";
import ReportChartCanvas from "@portico/react/src/ui/chart/ReportChartCanvas";
import { Chart } from "chart.js";
import { createRoot } from "react-dom/client";

declare global {
  interface Window {
    __chartDrawn?: number;
    __chartRedraw?: number;
  }
}

const q = new URLSearchParams(location.search);
const points = Number(q.get("points") ?? 100_000);
const start = Date.UTC(2026, 10, 1);
const data = Array.from({ length: points }, (_, i) => ({ x: start + i * 60_000, y: 50 + 40 * Math.sin(i / 500) }));
let t0 = 0;
Chart.register({
  id: "benchDrawn",
  afterRender(chart) {
    if (window.__chartDrawn !== undefined) return;
    window.__chartDrawn = performance.now() - t0;
    // What a pointer moving over the chart costs: each tooltip move redraws it.
    const r0 = performance.now();
    for (let i = 0; i < 10; i++) chart.draw();
    window.__chartRedraw = (performance.now() - r0) / 10;
  },
});
t0 = performance.now();
createRoot(document.getElementById("root") as HTMLElement).render(
  <PorticoProvider baseUrl={location.origin} token={null}>
    <div style={{ width: 1000 }}>
      <ReportChartCanvas
        title="Guests a minute"
        type="line"
        labels={[]}
        series={[{ label: "Guests", data }]}
        height={300}
        decimate={q.get("decimate") !== "0"}
        formatTime={(ms) => new Date(ms).toISOString().slice(5, 16)}
      />
    </div>
  </PorticoProvider>,
);

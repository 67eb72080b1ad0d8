import type { Story, StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { ReportChart } from "./ReportChart";

export default { title: "UI / ReportChart" } satisfies StoryDefault;

const browsers = ["Chrome", "Safari", "Samsung Internet", "Firefox", "Edge", "Opera", "Other"];
// A week of minutes: 10,080 points, drawn decimated.
const start = Date.UTC(2026, 10, 16);
const traffic = Array.from({ length: 7 * 24 * 60 }, (_, i) => ({
  x: start + i * 60_000,
  y: Math.round(40 + 30 * Math.sin(i / 180) + ((i * 7919) % 17)),
}));

function Charts() {
  return (
    <div style={{ display: "grid", gap: 24, gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))" }}>
      <ReportChart
        title="Browser"
        type="pie"
        labels={browsers}
        series={[{ label: "Guests", data: [512, 301, 88, 40, 31, 9, 3] }]}
      />
      <ReportChart
        title="Age"
        type="bar"
        labels={["20", "25", "30", "35", "40", "45", "50", "55", "60", "65", "70", "75", "80"]}
        series={[
          { label: "Male", data: [12, 30, 41, 38, 22, 15, 9, 6, 4, 2, 1, 0, 0] },
          { label: "Female", data: [15, 34, 37, 30, 25, 14, 10, 5, 3, 2, 1, 1, 0] },
        ]}
        stacked
      />
      <ReportChart
        title="Location"
        type="bar"
        horizontal
        height={300}
        labels={["Taipei", "New Taipei", "Taichung", "Kaohsiung", "Tainan"]}
        series={[{ label: "Guests", data: [420, 230, 110, 90, 40] }]}
      />
      <ReportChart title="Guests a minute" type="line" labels={[]} series={[{ label: "Guests", data: traffic }]} />
      <ReportChart title="Loading" type="bar" labels={[]} series={[]} loading />
      <ReportChart
        title="No data yet"
        type="pie"
        labels={["Male", "Female"]}
        series={[{ label: "Guests", data: [0, 0] }]}
      />
    </div>
  );
}

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <Charts />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <Charts />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { FigureCard } from "./FigureCard";
import { HealthStrip } from "./HealthStrip";
import { PerformanceDashboard } from "./PerformanceDashboard";

export default { title: "Reports / Performance dashboard" } satisfies StoryDefault;

type Args = { locale: Locale };

// The demo café: 30 days of seeded portal traffic, live as guests walk the portal.
export const Dashboard: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <PerformanceDashboard businessId={1} onStateChange={action("state")} />
  </PorticoStory>
);
Dashboard.argTypes = localeArgTypes;

export const CustomRangeTooLong: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <PerformanceDashboard
      businessId={1}
      state={{ period: "custom", startDate: "2026-01-01", endDate: "2026-02-15" }}
      onStateChange={action("state")}
    />
  </PorticoStory>
);
CustomRangeTooLong.argTypes = localeArgTypes;

export const Figures: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <HealthStrip health={{ devicesOnline: 3, devicesOffline: 1, guestsOnline: 12, ts: 0 }} />
    <ul style={{ listStyle: "none", padding: 0, display: "grid", gap: 8, maxWidth: 360 }}>
      <FigureCard
        label="Impressions"
        value={120}
        previous={100}
        format={String}
        split={[
          { label: "WiFi", count: 90 },
          { label: "QRCode", count: 30 },
        ]}
      />
      <FigureCard label="Bounce rate" value={0.2} previous={0.25} format={(n) => `${n * 100}%`} kind="rate" />
      <FigureCard label="Conversions" value={4} previous={0} format={String} />
    </ul>
  </PorticoStory>
);
Figures.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { ChannelsDashboard } from "./ChannelsDashboard";
import { DomainSearch } from "./DomainSearch";
import { GreenDashboard } from "./GreenDashboard";

export default { title: "Reports / Channels" } satisfies StoryDefault;

type Args = { locale: Locale };

export const Dashboard: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <ChannelsDashboard businessId={1} onStateChange={action("state")} />
  </PorticoStory>
);
Dashboard.argTypes = localeArgTypes;

export const DashboardMonth: Story<Args> = ({ locale }) => {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  return (
    <PorticoStory locale={locale} signInAs="demo@portico.dev">
      <ChannelsDashboard businessId={1} state={{ from, to }} onStateChange={action("state")} />
    </PorticoStory>
  );
};
DashboardMonth.argTypes = localeArgTypes;

export const Search: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <DomainSearch businessId={1} />
  </PorticoStory>
);
Search.argTypes = localeArgTypes;

export const Green: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <GreenDashboard businessId={1} />
  </PorticoStory>
);
Green.argTypes = localeArgTypes;

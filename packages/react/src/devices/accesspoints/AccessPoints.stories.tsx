import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { AccessPointList } from "./AccessPointList";
import { AccessPointStatistics } from "./AccessPointStatistics";
import { OnlineClients } from "./OnlineClients";

export default { title: "Devices / Access points" } satisfies StoryDefault;

type Args = { locale: Locale };

export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <AccessPointList businessId={1} onStateChange={action("state")} onOpen={action("open")} />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

// 'Window AP' of the café's 'Counter' iNode.
export const Statistics: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <AccessPointStatistics businessId={1} apmc="AA:BB:C0:FF:EE:01" onStateChange={action("state")} />
  </PorticoStory>
);
Statistics.argTypes = localeArgTypes;

export const Clients: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <OnlineClients businessId={1} onStateChange={action("state")} onOpenINode={action("openINode")} />
  </PorticoStory>
);
Clients.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { BehaviorReport } from "./BehaviorReport";

export default { title: "Reports / Behaviour" } satisfies StoryDefault;

type Args = { locale: Locale };

export const Business: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <BehaviorReport businessId={1} onStateChange={action("state")} />
  </PorticoStory>
);
Business.argTypes = localeArgTypes;

export const CorrectedRange: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <BehaviorReport businessId={1} state={{ startDate: "2020-01-01", endDate: "2099-12-31" }} />
  </PorticoStory>
);
CorrectedRange.argTypes = localeArgTypes;

export const OneINodeFails: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <BehaviorReport businessId={1} state={{ scope: "inode", cuid: "no-such-inode" }} />
  </PorticoStory>
);
OneINodeFails.argTypes = localeArgTypes;

import type { Story, StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { EdmReport, type EdmReportState } from "./EdmReport";

export default { title: "Marketing / E-mail campaign report" } satisfies StoryDefault;

type Args = { locale: Locale; campaignId: number };

function Stateful({ campaignId }: { campaignId: number }) {
  const [state, setState] = useState<EdmReportState>({});
  return <EdmReport businessId={1} campaignId={campaignId} state={state} onStateChange={setState} />;
}

// A campaign's stats, chart tabs (hourly or daily points) and the Opens, Clicks, recipients and links tabs.
export const Report: Story<Args> = ({ locale, campaignId }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <Stateful campaignId={campaignId} />
  </PorticoStory>
);
Report.args = { campaignId: 1 };
Report.argTypes = localeArgTypes;

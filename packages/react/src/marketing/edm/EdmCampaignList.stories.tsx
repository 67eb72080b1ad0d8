import type { Story, StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { EdmCampaignList, type EdmCampaignListState } from "./EdmCampaignList";
import { EdmSenderBanner } from "./EdmSenderBanner";
import { EdmTemplateList } from "./EdmTemplateList";

export default { title: "Marketing / E-mail campaigns" } satisfies StoryDefault;

type Args = { locale: Locale };

function Stateful({ initial = {} }: { initial?: EdmCampaignListState }) {
  const [state, setState] = useState<EdmCampaignListState>(initial);
  return <EdmCampaignList businessId={1} state={state} onStateChange={setState} />;
}

// The café's campaigns, 10 a page, newest first, with the sender check above.
export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <Stateful />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

// The six-step wizard of a new campaign, open over the list.
export const NewCampaignWizard: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <Stateful initial={{ edit: 0 }} />
  </PorticoStory>
);
NewCampaignWizard.argTypes = localeArgTypes;

// The read-only sub-account: no enabled write control.
export const ReadOnly: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="staff@portico.dev">
    <Stateful />
  </PorticoStory>
);
ReadOnly.argTypes = localeArgTypes;

// The sender check alone (the café's sender state).
export const SenderCheck: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <EdmSenderBanner businessId={1} />
  </PorticoStory>
);
SenderCheck.argTypes = localeArgTypes;

// The templates dialog, 10 a page.
export const Templates: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <EdmTemplateList businessId={1} open onClose={() => {}} />
  </PorticoStory>
);
Templates.argTypes = localeArgTypes;

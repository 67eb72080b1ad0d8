import { action, type Story, type StoryDefault } from "@ladle/react";
import { useState } from "react";
import { useSmsCampaigns } from "../../data/smsCampaigns";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { SmsCampaignDialog } from "./SmsCampaignDialog";
import { SmsCampaignList } from "./SmsCampaignList";
import { SmsEditor } from "./SmsEditor";

export default { title: "Marketing / SMS campaigns" } satisfies StoryDefault;

type Args = { locale: Locale };

export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <SmsCampaignList businessId={1} onStateChange={action("state")} onOpenCampaign={action("openCampaign")} />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

function AddDialogDemo() {
  const [open, setOpen] = useState(true);
  return <SmsCampaignDialog businessId={1} open={open} onOpenChange={setOpen} onSaved={action("saved")} />;
}
export const AddDialog: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <AddDialogDemo />
  </PorticoStory>
);
AddDialog.argTypes = localeArgTypes;

// The café's seeded campaign, whatever id it got.
function FirstCampaignEditor() {
  const { data } = useSmsCampaigns(1);
  const c = data?.campaigns.at(-1);
  return c ? <SmsEditor businessId={1} campaignId={c.id} onBack={action("back")} /> : null;
}
export const Editor: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <FirstCampaignEditor />
  </PorticoStory>
);
Editor.argTypes = localeArgTypes;

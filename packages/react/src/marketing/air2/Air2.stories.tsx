import { action, type Story, type StoryDefault } from "@ladle/react";
import type { ReactNode } from "react";
import { useAir2Campaigns, useAir2Projects } from "../../data/air2";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { Air2CampaignEditor } from "./Air2CampaignEditor";
import { Air2CampaignList } from "./Air2CampaignList";
import { Air2CampaignStats } from "./Air2CampaignStats";
import { Air2ProjectList } from "./Air2ProjectList";
import { Air2TypeSelector } from "./Air2TypeSelector";

export default { title: "Marketing / Multi-channel (air2)" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's seeded project and its draft campaign, whatever ids the seed gave them.
function WithSeeded({ render }: { render(pid: number, cid: number): ReactNode }) {
  const project = useAir2Projects(1).data?.[0];
  const campaign = useAir2Campaigns(1, project?.id ?? 0).data?.[0];
  return project && campaign ? render(project.id, campaign.id) : null;
}

export const Projects: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <Air2ProjectList businessId={1} onOpen={action("open")} onStateChange={action("state")} />
  </PorticoStory>
);
Projects.argTypes = localeArgTypes;

export const Campaigns: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithSeeded render={(pid) => <Air2CampaignList businessId={1} projectId={pid} />} />
  </PorticoStory>
);
Campaigns.argTypes = localeArgTypes;

export const TypeSelector: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithSeeded render={(pid) => <Air2TypeSelector businessId={1} projectId={pid} onCreated={action("created")} />} />
  </PorticoStory>
);
TypeSelector.argTypes = localeArgTypes;

export const Editor: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithSeeded
      render={(pid, cid) => (
        <Air2CampaignEditor businessId={1} projectId={pid} campaignId={cid} onStateChange={action("state")} />
      )}
    />
  </PorticoStory>
);
Editor.argTypes = localeArgTypes;

// The placeholder id the type selector opens after a failed create: the editor says it could not load.
export const EditorLoadError: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <Air2CampaignEditor businessId={1} projectId={1} campaignId={0} />
  </PorticoStory>
);
EditorLoadError.argTypes = localeArgTypes;

export const Stats: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithSeeded
      render={(pid, cid) => (
        <Air2CampaignStats businessId={1} projectId={pid} campaignId={cid} onStateChange={action("state")} />
      )}
    />
  </PorticoStory>
);
Stats.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { FirstINodeGroupWizard } from "./FirstINodeGroupWizard";
import { INodeGrouping } from "./INodeGrouping";
import { INodeGroupList } from "./INodeGroupList";
import { INodeList, type INodeListState } from "./INodeList";
import { PreAuthList } from "./PreAuthList";

export default { title: "Devices / iNodes" } satisfies StoryDefault;

type Args = { locale: Locale };

/** The café's iNodes (server-paged, live), as /inodegroups/inodelist shows them. */
export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <INodeList businessId={1} onOpen={action("open")} onStateChange={action("state")} />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

/** A host keeping the filters (as the console keeps them in ?status&group), starting on the offline devices. */
function HostFilters() {
  const [state, setState] = useState<INodeListState>({ status: "offline" });
  return (
    <INodeList
      businessId={1}
      state={state}
      onStateChange={(next) => {
        setState(next);
        action("state")(next);
      }}
    />
  );
}
export const ListKeptByHost: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <HostFilters />
  </PorticoStory>
);
ListKeptByHost.argTypes = localeArgTypes;

export const Groups: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <INodeGroupList
      businessId={1}
      onNoGroups={action("noGroups")}
      onShowDevices={action("showDevices")}
      onShowPreAuth={action("showPreAuth")}
      onStateChange={action("state")}
    />
  </PorticoStory>
);
Groups.argTypes = localeArgTypes;

export const Grouping: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <INodeGrouping businessId={1} />
  </PorticoStory>
);
Grouping.argTypes = localeArgTypes;

export const FirstGroupWizard: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <FirstINodeGroupWizard businessId={1} onDone={action("done")} onCancel={action("cancel")} />
  </PorticoStory>
);
FirstGroupWizard.argTypes = localeArgTypes;

export const PreAuthorisation: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <PreAuthList businessId={1} onStateChange={action("state")} />
  </PorticoStory>
);
PreAuthorisation.argTypes = localeArgTypes;

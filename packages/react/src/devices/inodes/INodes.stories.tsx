import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { FirstINodeGroupWizard } from "./FirstINodeGroupWizard";
import { INodeGrouping } from "./INodeGrouping";
import { INodeGroupList } from "./INodeGroupList";
import { INodeList } from "./INodeList";
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

export const Groups: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <INodeGroupList
      businessId={1}
      onNoGroups={action("noGroups")}
      onShowDevices={action("showDevices")}
      onShowPreAuth={action("showPreAuth")}
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

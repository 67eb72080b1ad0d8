import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { CongratulationDialog } from "./CongratulationDialog";
import { FirstActivityWizard } from "./FirstActivityWizard";

export default { title: "Activities / First-activity wizard" } satisfies StoryDefault;

type Args = { locale: Locale };

// The wizard on the hotel (wifi menu type: it never sends the user back to the list).
export const Wizard: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <FirstActivityWizard businessId={2} menuType="wifi" onDone={action("done")} />
  </PorticoStory>
);
Wizard.argTypes = localeArgTypes;

// The restaurant template preselected (the route's ?wizard=restaurant).
export const RestaurantPreselected: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <FirstActivityWizard businessId={2} menuType="wifi" template="restaurant" onDone={action("done")} />
  </PorticoStory>
);
RestaurantPreselected.argTypes = localeArgTypes;

export const Congratulation: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <CongratulationDialog open onAssignSsid={action("assignSsid")} onGoToList={action("goToList")} />
  </PorticoStory>
);
Congratulation.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { FloorPlanMap } from "./FloorPlanMap";

export default { title: "Devices / Floor plans" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's 'Ground floor' plan with its image layer; the iNodes can be placed, dragged and saved.
export const Plans: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <FloorPlanMap businessId={1} onStateChange={action("state")} />
  </PorticoStory>
);
Plans.argTypes = localeArgTypes;

// The hotel has no floor plan: the empty state with 'Add floor plan'.
export const NoPlans: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <FloorPlanMap businessId={2} height={360} />
  </PorticoStory>
);
NoPlans.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { ActivityList, type ActivityListState } from "./ActivityList";

export default { title: "Activities / List" } satisfies StoryDefault;

type Args = { locale: Locale };

function Stateful({ businessId, menuType }: { businessId: number; menuType?: string }) {
  const [state, setState] = useState<ActivityListState>({});
  return (
    <ActivityList
      businessId={businessId}
      state={state}
      onStateChange={setState}
      onEmpty={action("empty")}
      {...(menuType ? { menuType } : {})}
    />
  );
}

// The café's activities, newest update first.
export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <Stateful businessId={1} />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

// No business chosen yet: 'intro-global-step-business'.
export const NoBusiness: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <Stateful businessId={0} />
  </PorticoStory>
);
NoBusiness.argTypes = localeArgTypes;

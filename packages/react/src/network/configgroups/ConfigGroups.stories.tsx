import { action, type Story, type StoryDefault } from "@ladle/react";
import { type ReactNode, useState } from "react";
import { useConfigGroups } from "../../data/configGroups";
import { useSchedule } from "../../data/schedule";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { ConfigGroupEditDialog } from "./ConfigGroupEditDialog";
import { ConfigGrouping } from "./ConfigGrouping";
import { ConfigGroupList } from "./ConfigGroupList";
import { DaySchedule } from "./DaySchedule";
import { FirstConfigGroupWizard } from "./FirstConfigGroupWizard";
import { ScheduleCalendar } from "./ScheduleCalendar";

export default { title: "Network / Configuration groups" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's first configuration ('My First Setting'), whatever id the seed gave it.
function WithFirstGroup({ render }: { render(cgid: number): ReactNode }) {
  const { data } = useConfigGroups(1);
  const cg = data?.[0];
  return cg ? render(cg.id) : null;
}

export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <ConfigGroupList
      businessId={1}
      onOpenCalendar={action("openCalendar")}
      onEmpty={action("empty")}
      onStateChange={action("state")}
    />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

export const Grouping: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <ConfigGrouping businessId={1} />
  </PorticoStory>
);
Grouping.argTypes = localeArgTypes;

// The hotel has no configuration yet: the wizard starts from its defaults.
export const FirstWizard: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <FirstConfigGroupWizard businessId={2} onDone={action("done")} />
  </PorticoStory>
);
FirstWizard.argTypes = localeArgTypes;

function EditDemo() {
  const { data } = useConfigGroups(1);
  const [open, setOpen] = useState(true);
  return data?.[0] ? (
    <ConfigGroupEditDialog
      businessId={1}
      configGroup={data[0]}
      open={open}
      onOpenChange={setOpen}
      onSaved={action("saved")}
    />
  ) : null;
}
export const EditDialog: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <EditDemo />
  </PorticoStory>
);
EditDialog.argTypes = localeArgTypes;

export const Calendar: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstGroup
      render={(cgid) => <ScheduleCalendar businessId={1} configGroupId={cgid} onOpenDay={action("openDay")} />}
    />
  </PorticoStory>
);
Calendar.argTypes = localeArgTypes;

function DayDemo({ cgid }: { cgid: number }) {
  const event = useSchedule(1, cgid).data?.events[0];
  return event ? <DaySchedule businessId={1} configGroupId={cgid} event={event} onBack={action("back")} /> : null;
}
export const Day: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstGroup render={(cgid) => <DayDemo cgid={cgid} />} />
  </PorticoStory>
);
Day.argTypes = localeArgTypes;

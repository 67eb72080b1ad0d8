import { action, type Story, type StoryDefault } from "@ladle/react";
import type { ReactNode } from "react";
import { useCheckins } from "../../data/checkios";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { CheckioEditor } from "./CheckioEditor";
import { CheckioExport } from "./CheckioExport";
import { CheckioList } from "./CheckioList";
import { CheckioSearch } from "./CheckioSearch";
import { HolidayPickup } from "./HolidayPickup";
import { SupplierReport } from "./SupplierReport";

export default { title: "Apps / Check-in counters" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's seeded counter, whatever id the seed gave it.
function WithCounter({ render }: { render(checkinId: number): ReactNode }) {
  const id = useCheckins(1).data?.items[0]?.id;
  return id ? render(id) : null;
}

export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <CheckioList businessId={1} />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

export const Export: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <CheckioExport businessId={1} />
  </PorticoStory>
);
Export.argTypes = localeArgTypes;

export const NewCounter: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <CheckioEditor businessId={1} checkinId={0} onSaved={action("saved")} />
  </PorticoStory>
);
NewCounter.argTypes = localeArgTypes;

export const EditCounter: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithCounter render={(id) => <CheckioEditor businessId={1} checkinId={id} onSaved={action("saved")} />} />
  </PorticoStory>
);
EditCounter.argTypes = localeArgTypes;

export const Supplier: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <SupplierReport businessId={1} />
  </PorticoStory>
);
Supplier.argTypes = localeArgTypes;

export const Search: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <CheckioSearch businessId={1} />
  </PorticoStory>
);
Search.argTypes = localeArgTypes;

export const Holidays: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <HolidayPickup businessId={1} />
  </PorticoStory>
);
Holidays.argTypes = localeArgTypes;

/** A business the caller cannot see: the error state. */
export const ErrorState: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <CheckioList businessId={999999} />
  </PorticoStory>
);
ErrorState.argTypes = localeArgTypes;

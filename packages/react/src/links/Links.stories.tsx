import { action, type Story, type StoryDefault } from "@ladle/react";
import { type ReactNode, useState } from "react";
import { type Link, useLinks } from "../data/links";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { LinkQrCode } from "./LinkQrCode";
import { ShortLinkDialog } from "./ShortLinkDialog";
import { ShortLinkList } from "./ShortLinkList";
import { ShortLinkStatistics } from "./ShortLinkStatistics";

export default { title: "Links / Short links" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's first seeded link (the demo seed gives it some clicks), whatever id it got.
function WithFirstLink({ render }: { render(link: Link): ReactNode }) {
  const { data } = useLinks(1);
  const link = data?.links.at(-1);
  return link ? render(link) : null;
}

export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <ShortLinkList businessId={1} onStateChange={action("state")} onOpenStatistics={action("openStatistics")} />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

function AddDialogDemo() {
  const [open, setOpen] = useState(true);
  return <ShortLinkDialog businessId={1} open={open} onOpenChange={setOpen} onSaved={action("saved")} />;
}
export const AddDialog: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <AddDialogDemo />
  </PorticoStory>
);
AddDialog.argTypes = localeArgTypes;

export const StatisticsMonth: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstLink
      render={(l) => (
        <ShortLinkStatistics businessId={1} linkId={l.id} onStateChange={action("state")} onBack={action("back")} />
      )}
    />
  </PorticoStory>
);
StatisticsMonth.argTypes = localeArgTypes;

// A month long before the demo's clicks: the empty state.
export const StatisticsEmpty: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstLink
      render={(l) => (
        <ShortLinkStatistics
          businessId={1}
          linkId={l.id}
          state={{ mode: "month", month: "2020-01" }}
          onBack={action("back")}
        />
      )}
    />
  </PorticoStory>
);
StatisticsEmpty.argTypes = localeArgTypes;

export const QrCode: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstLink render={(l) => <LinkQrCode link={l} size={160} />} />
  </PorticoStory>
);
QrCode.argTypes = localeArgTypes;

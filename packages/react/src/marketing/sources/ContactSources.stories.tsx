import { action, type Story, type StoryDefault } from "@ladle/react";
import type { ReactNode } from "react";
import { useContactSources } from "../../data/contactSources";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { ContactSourceEditor } from "./ContactSourceEditor";
import { ContactSourceImportDialog } from "./ContactSourceImportDialog";
import { ContactSourceList } from "./ContactSourceList";
import { ContactSourcePreview } from "./ContactSourcePreview";

export default { title: "Marketing / Contact sources" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's seeded source, whatever id the seed gave it.
function WithFirstSource({
  render,
}: {
  render(source: NonNullable<ReturnType<typeof useContactSources>["data"]>[number]): ReactNode;
}) {
  const { data } = useContactSources(1);
  const source = data?.find((s) => s.status === "submitted");
  return source ? render(source) : null;
}

export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <ContactSourceList businessId={1} onEdit={action("edit")} onPreview={action("preview")} />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

export const Editor: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstSource render={(s) => <ContactSourceEditor businessId={1} sourceId={s.id} onSaved={action("saved")} />} />
  </PorticoStory>
);
Editor.argTypes = localeArgTypes;

export const ImportDialog: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstSource
      render={(s) => (
        <ContactSourceImportDialog
          businessId={1}
          source={s}
          open
          onClose={action("close")}
          onImported={action("imported")}
        />
      )}
    />
  </PorticoStory>
);
ImportDialog.argTypes = localeArgTypes;

export const Preview: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstSource
      render={(s) => <ContactSourcePreview businessId={1} sourceId={s.id} onStateChange={action("state")} />}
    />
  </PorticoStory>
);
Preview.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import type { ReactNode } from "react";
import { useAuthApps } from "../data/authApps";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { AuthAppEditor } from "./AuthAppEditor";
import { AuthAppList } from "./AuthAppList";
import { AuthAppPreview } from "./AuthAppPreview";
import { ProviderPicker } from "./ProviderPicker";

export default { title: "Auth apps / Authentication apps" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's seeded app (against the server's local OAuth2 provider), whatever id the seed gave it.
function WithFirstApp({ render }: { render(aid: number): ReactNode }) {
  const { data } = useAuthApps(1);
  const app = data?.[0];
  return app ? render(app.id) : null;
}

export const List: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <AuthAppList businessId={1} onEdit={action("edit")} onPreview={action("preview")} onStateChange={action("state")} />
  </PorticoStory>
);
List.argTypes = localeArgTypes;

export const Picker: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <ProviderPicker open onOpenChange={action("openChange")} onPick={action("pick")} />
  </PorticoStory>
);
Picker.argTypes = localeArgTypes;

export const Editor: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstApp render={(aid) => <AuthAppEditor businessId={1} appId={aid} onPreview={action("preview")} />} />
  </PorticoStory>
);
Editor.argTypes = localeArgTypes;

export const Preview: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithFirstApp render={(aid) => <AuthAppPreview businessId={1} appId={aid} />} />
  </PorticoStory>
);
Preview.argTypes = localeArgTypes;

// An app that does not exist: the load error with its retry.
export const LoadError: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <AuthAppEditor businessId={1} appId={999999} name="Missing app" />
  </PorticoStory>
);
LoadError.argTypes = localeArgTypes;

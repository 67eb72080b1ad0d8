import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { WebhookSettings } from "./WebhookSettings";

export default { title: "Marketing / Webhooks" } satisfies StoryDefault;

type Args = { locale: Locale };

export const Settings: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WebhookSettings businessId={1} onStateChange={action("state")} />
  </PorticoStory>
);
Settings.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { SignIn } from "./SignIn";

export default { title: "Account / SignIn" } satisfies StoryDefault;

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <SignIn onSignedIn={action("signedIn")} />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <SignIn onSignedIn={action("signedIn")} />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

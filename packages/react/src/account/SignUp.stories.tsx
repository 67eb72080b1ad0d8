import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { SignUp } from "./SignUp";

export default { title: "Account / SignUp" } satisfies StoryDefault;

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <SignUp onSignedUp={action("signedUp")} />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <SignUp onSignedUp={action("signedUp")} />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

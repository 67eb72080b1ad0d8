import type { Story, StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { VerifyEmail } from "./VerifyEmail";

export default { title: "Account / VerifyEmail" } satisfies StoryDefault;

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <VerifyEmail token="expired-or-unknown-token" />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <VerifyEmail token="expired-or-unknown-token" />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

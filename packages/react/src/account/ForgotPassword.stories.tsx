import type { Story, StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { ForgotPassword } from "./ForgotPassword";

export default { title: "Account / ForgotPassword" } satisfies StoryDefault;

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <ForgotPassword defaultEmail="demo@portico.dev" />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <ForgotPassword defaultEmail="demo@portico.dev" />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

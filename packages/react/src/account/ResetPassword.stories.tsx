import type { Story, StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { ResetPassword } from "./ResetPassword";

export default { title: "Account / ResetPassword" } satisfies StoryDefault;

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <ResetPassword token="expired-or-unknown-token" />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <ResetPassword token="expired-or-unknown-token" />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

/** Opened without the token of the e-mailed link. */
export const MissingToken: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <ResetPassword token="" />
  </PorticoStory>
);
MissingToken.argTypes = localeArgTypes;

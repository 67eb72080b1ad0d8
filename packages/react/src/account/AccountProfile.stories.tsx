import type { Story, StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { AccountProfile } from "./AccountProfile";
import { SessionStory } from "./parts/SessionStory";

export default { title: "Account / AccountProfile" } satisfies StoryDefault;

// Saving here changes the seeded accounts of the server the stories talk to (`npm start`, or VITE_PORTICO_API).

/** demo@portico.dev: name, e-mail and the password change. */
export const Owner: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light" signInAs="demo@portico.dev">
    <AccountProfile />
  </PorticoStory>
);
Owner.argTypes = localeArgTypes;

/** demo@portico.dev in the dark theme. */
export const OwnerDark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark" signInAs="demo@portico.dev">
    <AccountProfile />
  </PorticoStory>
);
OwnerDark.argTypes = localeArgTypes;

/** staff@portico.dev (a sub-account): only e-mail and password. */
export const Subscriber: Story<{ locale: Locale }> = ({ locale }) => (
  <SessionStory locale={locale} theme="light" email="staff@portico.dev" password="portico-staff" subscriber>
    <AccountProfile />
  </SessionStory>
);
Subscriber.argTypes = localeArgTypes;

/** staff@portico.dev in the dark theme. */
export const SubscriberDark: Story<{ locale: Locale }> = ({ locale }) => (
  <SessionStory locale={locale} theme="dark" email="staff@portico.dev" password="portico-staff" subscriber>
    <AccountProfile />
  </SessionStory>
);
SubscriberDark.argTypes = localeArgTypes;

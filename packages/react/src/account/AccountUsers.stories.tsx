import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { AccountUsers } from "./AccountUsers";
import { SessionStory } from "./parts/SessionStory";

export default { title: "Account / AccountUsers" } satisfies StoryDefault;

// The demo owner's sub-accounts on the server the stories talk to (`npm start`, or VITE_PORTICO_API).

/** demo@portico.dev: the list with staff@portico.dev; add, edit and delete users. */
export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light" signInAs="demo@portico.dev">
    <AccountUsers onStateChange={action("state")} />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

/** demo@portico.dev in the dark theme. */
export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark" signInAs="demo@portico.dev">
    <AccountUsers />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

/** suspended@portico.dev: the list cannot be read ('Cannot get subscriber list!'). */
export const ListError: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light" signInAs="suspended@portico.dev">
    <AccountUsers />
  </PorticoStory>
);
ListError.argTypes = localeArgTypes;

/** staff@portico.dev: a sub-account gets the 'not available' notice. */
export const SubAccount: Story<{ locale: Locale }> = ({ locale }) => (
  <SessionStory locale={locale} theme="light" email="staff@portico.dev" password="portico-staff" subscriber>
    <AccountUsers />
  </SessionStory>
);
SubAccount.argTypes = localeArgTypes;

import type { Story, StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { PorticoRoot } from "../theme/PorticoRoot";
import { AccountStatusGate } from "./AccountStatusGate";

export default { title: "Account / AccountStatusGate" } satisfies StoryDefault;

// Each story signs in a seeded account of the reference server (`npm start`, or VITE_PORTICO_API).
function Gate({ email, theme, locale }: { email: string; theme: "light" | "dark"; locale: Locale }) {
  return (
    <PorticoStory locale={locale} theme={theme} signInAs={email}>
      <AccountStatusGate>
        <PorticoRoot>
          <p>The console shell renders here.</p>
        </PorticoRoot>
      </AccountStatusGate>
    </PorticoStory>
  );
}

/** demo@portico.dev: active, children only. */
export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <Gate email="demo@portico.dev" theme="light" locale={locale} />
);
Light.argTypes = localeArgTypes;

/** suspended@portico.dev: the Account-Suspend-Desc notice above the children. */
export const Suspended: Story<{ locale: Locale }> = ({ locale }) => (
  <Gate email="suspended@portico.dev" theme="light" locale={locale} />
);
Suspended.argTypes = localeArgTypes;

/** suspended@portico.dev in the dark theme. */
export const SuspendedDark: Story<{ locale: Locale }> = ({ locale }) => (
  <Gate email="suspended@portico.dev" theme="dark" locale={locale} />
);
SuspendedDark.argTypes = localeArgTypes;

/** disabled@portico.dev: the 'Account Disabled' box; OK signs out. */
export const Disabled: Story<{ locale: Locale }> = ({ locale }) => (
  <Gate email="disabled@portico.dev" theme="light" locale={locale} />
);
Disabled.argTypes = localeArgTypes;

/** disabled@portico.dev in the dark theme. */
export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <Gate email="disabled@portico.dev" theme="dark" locale={locale} />
);
Dark.argTypes = localeArgTypes;

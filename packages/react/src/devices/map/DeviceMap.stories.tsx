import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { DeviceMap } from "./DeviceMap";

export default { title: "Devices / Device map" } satisfies StoryDefault;

type Args = { locale: Locale };

// The café's six iNodes (two offline), clustered over the offline basemap.
export const Business: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <DeviceMap businessId={1} onStateChange={action("state")} onSelect={action("select")} onReady={action("ready")} />
  </PorticoStory>
);
Business.argTypes = localeArgTypes;

// The benchmark's baseline: one plain marker per device.
export const PlainMarkers: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <DeviceMap businessId={1} clustering={false} height={400} onSelect={action("select")} onReady={action("ready")} />
  </PorticoStory>
);
PlainMarkers.argTypes = localeArgTypes;

// /system/inodes: platform administrators only (PORTICO_ADMIN_EMAILS); others see the server's refusal.
export const System: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <DeviceMap onSelect={action("select")} />
  </PorticoStory>
);
System.argTypes = localeArgTypes;

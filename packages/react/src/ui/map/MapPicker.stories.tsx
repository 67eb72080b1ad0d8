import type { Story, StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { MapPicker } from "./MapPicker";
import { DEFAULT_CENTER, type LatLng } from "./moveByKey";

export default { title: "UI / MapPicker" } satisfies StoryDefault;

function Demo({ disabled }: { disabled?: boolean }) {
  const [v, setV] = useState<LatLng>(DEFAULT_CENTER);
  return (
    // The value readout is story content: PorticoRoot gives it the theme's text colour in dark mode too.
    <PorticoRoot style={{ maxWidth: 560 }}>
      <MapPicker value={v} onChange={setV} zoom={14} disabled={disabled} />
      <pre>{JSON.stringify(v)}</pre>
    </PorticoRoot>
  );
}

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <Demo />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <Demo />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

export const ReadOnly: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <Demo disabled />
  </PorticoStory>
);
ReadOnly.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import { useState } from "react";
import { useNetworkConfigs } from "../../data/networkConfigs";
import type { NetworkConfigTarget } from "../../data/networkConfigTypes";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { RoamingChannelSelect } from "../../ui/roaming/RoamingChannelSelect";
import { NetworkConfigEditor } from "./NetworkConfigEditor";
import { NetworkConfigList } from "./NetworkConfigList";

export default { title: "Network / Network configurations" } satisfies StoryDefault;

type Args = { locale: Locale; theme: "light" | "dark" };
const args: Story<Args>["argTypes"] = {
  ...localeArgTypes,
  theme: { options: ["light", "dark"], control: { type: "inline-radio" }, defaultValue: "light" },
};

export const List: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <NetworkConfigList businessId={1} onStateChange={action("state")} />
  </PorticoStory>
);
List.argTypes = args;

/** The editor on the business's first template, or a new one with the given target's sections. */
function EditorDemo({ target }: { target: NetworkConfigTarget }) {
  const list = useNetworkConfigs(1);
  if (!list.data) return <p role="status">…</p>;
  const first = list.data[0];
  return (
    <NetworkConfigEditor
      businessId={1}
      target={target}
      templateId={target === "template" ? first?.id : undefined}
      value={target === "template" ? undefined : (first?.detail ?? {})}
      name="New configuration"
      onSaved={action("saved")}
      onCancel={action("cancel")}
    />
  );
}

export const TemplateEditor: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <EditorDemo target="template" />
  </PorticoStory>
);
TemplateEditor.argTypes = args;

export const GroupEditor: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <EditorDemo target="group" />
  </PorticoStory>
);
GroupEditor.argTypes = args;

export const DeviceEditor: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <EditorDemo target="device" />
  </PorticoStory>
);
DeviceEditor.argTypes = args;

function RoamingDemo() {
  const [value, setValue] = useState<number | null>(null);
  return <RoamingChannelSelect businessId={1} value={value} onChange={setValue} />;
}
export const RoamingChannel: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <RoamingDemo />
  </PorticoStory>
);
RoamingChannel.argTypes = args;

import { action, type Story, type StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { BusinessEditor, type BusinessEditorState } from "./BusinessEditor";
import { BusinessList } from "./BusinessList";
import { BusinessSwitcher } from "./BusinessSwitcher";
import { PricingPlanDialog } from "./PricingPlanDialog";
import { ProjectEditor } from "./ProjectEditor";
import { ProjectSwitcher } from "./ProjectSwitcher";

export default { title: "Business" } satisfies StoryDefault;

type Args = { locale: Locale; theme: "light" | "dark" };
const args: Story<Args>["argTypes"] = {
  ...localeArgTypes,
  theme: { options: ["light", "dark"], control: { type: "inline-radio" }, defaultValue: "light" },
};

function SwitcherDemo() {
  const [bid, setBid] = useState(1);
  return <BusinessSwitcher businessId={bid} onSwitch={setBid} onCreate={action("create")} />;
}
export const Switcher: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <SwitcherDemo />
  </PorticoStory>
);
Switcher.argTypes = args;

function EditorDemo({ bid }: { bid: number | "new" }) {
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<BusinessEditorState>({ tab: "profile" });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <BusinessEditor
        businessId={bid}
        open={open}
        onOpenChange={setOpen}
        state={state}
        onStateChange={(next) => {
          setState(next);
          action("state")(next);
        }}
        onSaved={action("saved")}
        onRemoved={action("removed")}
      />
    </>
  );
}
export const Editor: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <EditorDemo bid={1} />
  </PorticoStory>
);
Editor.argTypes = args;

export const NewBusiness: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <EditorDemo bid="new" />
  </PorticoStory>
);
NewBusiness.argTypes = args;

export const List: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <BusinessList onOpen={action("open")} />
  </PorticoStory>
);
List.argTypes = args;

function ProjectsDemo() {
  const [appId, setAppId] = useState(0);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  return (
    <>
      <ProjectSwitcher businessId={1} projectId={appId} onSwitch={setAppId} onCreate={() => setEditing("new")} />{" "}
      <button type="button" disabled={appId === 0} onClick={() => setEditing(appId)}>
        Edit
      </button>
      <ProjectEditor
        businessId={1}
        projectId={editing ?? "new"}
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        onSaved={(p) => setAppId(p.appId)}
        onRemoved={() => setAppId(0)}
      />
    </>
  );
}
export const Projects: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <ProjectsDemo />
  </PorticoStory>
);
Projects.argTypes = args;

export const Pricing: Story<Args> = ({ locale, theme }) => (
  <PorticoStory locale={locale} theme={theme} signInAs="demo@portico.dev">
    <PricingPlanDialog open onOpenChange={action("openChange")} />
  </PorticoStory>
);
Pricing.argTypes = args;

import type { Story, StoryDefault } from "@ladle/react";
import type { ReactNode } from "react";
import { useActivities } from "../../data/activities";
import type { Module } from "../../data/activityEditorTypes";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { ActivityEditor } from "./ActivityEditor";
import { PortalPreview } from "./PortalPreview";

export default { title: "Activities / Editor" } satisfies StoryDefault;

type Args = { locale: Locale };

// A seeded activity by name, whatever id the seed gave it.
function WithActivity({
  businessId,
  name,
  render,
}: {
  businessId: number;
  name: string;
  render(aid: number): ReactNode;
}) {
  const { data } = useActivities(businessId);
  const found = data?.find((a) => a.name === name);
  return found ? render(found.id) : null;
}

export const Editor: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithActivity
      businessId={1}
      name="Coffee Coupon"
      render={(aid) => <ActivityEditor businessId={1} activityId={aid} menuType="default" />}
    />
  </PorticoStory>
);
Editor.argTypes = localeArgTypes;

// The hotel's classic splash page is a legacy activity: the editor only says 'Deprecated'.
export const Deprecated: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <WithActivity
      businessId={2}
      name="Classic Splash Page"
      render={(aid) => <ActivityEditor businessId={2} activityId={aid} />}
    />
  </PorticoStory>
);
Deprecated.argTypes = localeArgTypes;

const chain: Module[] = [
  {
    id: "a8Kq2LmZ0p",
    profile: {
      name: "Sign in",
      mode: "login",
      loginMethods: {
        member: { enabled: true, order: 0 },
        sms: { enabled: true, order: 1, caption: "Text me a code" },
      },
    },
  },
  { id: "b7Jp1KlY9o", profile: { name: "Wait a moment", mode: "countdown", countdownInterval: 5, skippable: true } },
  {
    id: "c6Io0JkX8n",
    profile: {
      name: "Free drink",
      mode: "coupon",
      couponTitle: "Free drink",
      couponAmount: 50,
      showRedeemButton: true,
    },
  },
];

export const Preview: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <PortalPreview content={{ profile: { name: "Welcome Portal" }, modules: chain }} title="Portico Café" />
  </PorticoStory>
);
Preview.argTypes = localeArgTypes;

import type { Story, StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../i18n/detectLocale";
import { usePortico } from "../provider/context";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

export default { title: "UI / Dialog" } satisfies StoryDefault;

function Demo() {
  const { t } = usePortico();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("Account Disabled")}</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("Account Disabled")}
        description={t("Account-Disabled-Desc")}
        actions={<Button onClick={() => setOpen(false)}>{t("OK")}</Button>}
      />
    </>
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

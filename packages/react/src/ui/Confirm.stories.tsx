import type { Story, StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../i18n/detectLocale";
import { usePortico } from "../provider/context";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { Button } from "./Button";
import { useConfirm } from "./Confirm";

export default { title: "UI / Confirm" } satisfies StoryDefault;

function Demo() {
  const { t } = usePortico();
  const { confirm, element } = useConfirm();
  const [answer, setAnswer] = useState<string>("");
  const ask = async () => setAnswer(String(await confirm({ message: t("Do you want to log out?") })));
  return (
    <>
      <Button onClick={ask}>{t("Do you want to log out?")}</Button>
      <output style={{ marginLeft: 12 }}>{answer}</output>
      {element}
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

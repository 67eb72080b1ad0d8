import type { Story, StoryDefault } from "@ladle/react";
import { PorticoError } from "@portico/sdk";
import type { Locale } from "../i18n/detectLocale";
import { usePortico } from "../provider/context";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { Button } from "./Button";
import { useToast } from "./Toast";

export default { title: "UI / Toast" } satisfies StoryDefault;

function Demo() {
  const { t } = usePortico();
  const toast = useToast();
  const failure = new PorticoError({ status: 401, code: "INVALID_CREDENTIALS", message: "Wrong e-mail or password" });
  return (
    <div style={{ display: "flex", gap: 12 }}>
      <Button variant="danger" onClick={() => toast.error(failure)}>
        {t("Error")}
      </Button>
      <Button onClick={() => toast.success(t("Success"), 3000)}>{t("Success")}</Button>
    </div>
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

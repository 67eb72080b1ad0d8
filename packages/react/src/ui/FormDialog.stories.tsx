import type { Story, StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../i18n/detectLocale";
import { usePortico } from "../provider/context";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { Button } from "./Button";
import { FormDialog } from "./FormDialog";
import { TextField } from "./TextField";

export default { title: "UI / FormDialog" } satisfies StoryDefault;

function Demo() {
  const { t } = usePortico();
  const [open, setOpen] = useState(true);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = () => {
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      setFormError(t("error.NETWORK_ERROR"));
    }, 800);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("OK")}</Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("Confirm")}
        formError={formError}
        onSubmit={save}
        submitLabel={t("OK")}
        busy={busy}
        dirty={name !== ""}
        unsavedConfirm={{ message: t("Do you want to log out?") }}
      >
        <TextField label={t("Confirm")} name="name" value={name} onChange={setName} />
      </FormDialog>
    </>
  );
}

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <Demo />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

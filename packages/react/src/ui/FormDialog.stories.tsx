import type { Story, StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../i18n/detectLocale";
import { usePortico } from "../provider/context";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { Button } from "./Button";
import { FormDialog, type FormDialogProps } from "./FormDialog";
import { TextField } from "./TextField";

export default { title: "UI / FormDialog" } satisfies StoryDefault;

function Demo(extra: Pick<FormDialogProps, "cancelLabel" | "extraActions">) {
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
        {...extra}
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

/** A further action at the footer's start, and Cancel named "Close" (a runner dialog, nothing pending). */
function ExtraActionDemo() {
  const { t } = usePortico();
  return <Demo cancelLabel={t("Close")} extraActions={<Button variant="danger">{t("Retry")}</Button>} />;
}

export const ExtraAction: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <ExtraActionDemo />
  </PorticoStory>
);
ExtraAction.argTypes = localeArgTypes;

import type { Story, StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { Button } from "../../ui/Button";
import { TableCardEditor } from "./TableCardEditor";

export default { title: "Links / Table card" } satisfies StoryDefault;

type Args = { locale: Locale };

// Opens at once; closing it leaves a button to open it again (the e2e export test starts here).
function WithOpener() {
  const { t } = usePortico();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("tablecard.title")}</Button>
      <TableCardEditor open={open} onOpenChange={setOpen} url="https://portico.example/s/Cafe01" name="Harbour Café" />
    </>
  );
}

export const Editor: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <WithOpener />
  </PorticoStory>
);
Editor.argTypes = localeArgTypes;

import { action, type Story, type StoryDefault } from "@ladle/react";
import { useState } from "react";
import { useINodeGroups } from "../../data/inodeGroups";
import type { Locale } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { Button } from "../../ui/Button";
import { INodeGroupDialog } from "./INodeGroupDialog";

export default { title: "Devices / iNode group dialog" } satisfies StoryDefault;

type Args = { locale: Locale };

// Opens the dialog on the café's first group (or a new one), with the VLAN tabs of its model's WANs.
function GroupDialogDemo({ edit }: { edit: boolean }) {
  const { t } = usePortico();
  const { data: groups } = useINodeGroups(1);
  const [open, setOpen] = useState(true);
  const group = edit ? (groups?.find((g) => g.id !== -1) ?? null) : null;
  if (edit && !groups) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {t(edit ? "inodes.groupDialog.editTitle" : "inodes.groupDialog.newTitle")}
      </Button>
      <INodeGroupDialog businessId={1} group={group} open={open} onOpenChange={setOpen} onSaved={action("saved")} />
    </>
  );
}

/** A new group: choosing a model shows one VLAN tab per WAN interface. */
export const NewGroup: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <GroupDialogDemo edit={false} />
  </PorticoStory>
);
NewGroup.argTypes = localeArgTypes;

/** Editing the café's first group with its stored VLANs per WAN. */
export const EditGroup: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <GroupDialogDemo edit />
  </PorticoStory>
);
EditGroup.argTypes = localeArgTypes;

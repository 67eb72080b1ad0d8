import { action, type Story, type StoryDefault } from "@ladle/react";
import { useEffect } from "react";
import { useINodeGroups } from "../../data/inodeGroups";
import { useUpgradeJob } from "../../data/upgradeJobs";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { INodeGroupList } from "./INodeGroupList";
import { UpgradeGroupDialog } from "./UpgradeGroupDialog";
import { UpgradeJobProgress } from "./UpgradeJobProgress";

export default { title: "Devices / iNodes / Firmware upgrade" } satisfies StoryDefault;

type Args = { locale: Locale };

/** The group list with its 'Upgrade firmware' row action (the arrow), as /inodegroups shows it. */
export const FromTheGroupList: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <INodeGroupList businessId={1} onUpgradeJobChange={action("upgradeJob")} />
  </PorticoStory>
);
FromTheGroupList.argTypes = localeArgTypes;

function OpenDialog() {
  const group = useINodeGroups(1).data?.find((g) => g.name === "Default iNode Group") ?? null;
  return <UpgradeGroupDialog businessId={1} group={group} onClose={action("close")} onStarted={action("started")} />;
}
/** The dialog open on the café's 'Default iNode Group': choose the kind, start, then the job's live progress. */
export const Dialog: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <OpenDialog />
  </PorticoStory>
);
Dialog.argTypes = localeArgTypes;

function TerraceJob() {
  const up = useUpgradeJob(1);
  const { start, jobId } = up;
  useEffect(() => {
    if (jobId === null) start({ kind: "kernel", cuids: ["c0ffee0000000003"] });
  }, [jobId, start]);
  return jobId === null ? null : <UpgradeJobProgress businessId={1} jobId={jobId} />;
}
/** The progress view alone, of a job on the offline Terrace: it ends at once with one failure and its reason. */
export const ProgressOfAJob: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev" theme="dark">
    <TerraceJob />
  </PorticoStory>
);
ProgressOfAJob.argTypes = localeArgTypes;

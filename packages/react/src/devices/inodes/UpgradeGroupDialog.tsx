import { useId, useState } from "react";
import { FIRMWARE_KINDS, type FirmwareKind } from "../../data/firmware";
import type { INodeGroup } from "../../data/inodeTypes";
import { useUpgradeJob } from "../../data/upgradeJobs";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { SelectField } from "../../ui/SelectField";
import { WriteControl } from "../../ui/WriteControl";
import { inodesMessages } from "./i18n";
import * as s from "./inodes.css";
import { UpgradeJobProgress } from "./UpgradeJobProgress";

/** Props of {@link UpgradeGroupDialog}. */
export interface UpgradeGroupDialogProps {
  businessId: number;
  /** The group whose iNodes to upgrade; null (and no `jobId`) keeps the dialog closed. */
  group: Pick<INodeGroup, "id" | "name"> | null;
  /** An upgrade job already started (e.g. kept in the address by the host): the dialog opens on its progress. */
  jobId?: number | null;
  onClose(): void;
  /** Called with the job once it is queued (e.g. to keep its id in the view state). */
  onStarted?(jobId: number): void;
}

/**
 * Upgrades the firmware of every iNode of a group as one job: choose the firmware kind (jffs2 or kernel), start
 * (a write control, `put` on the business), then follow the job's live progress and each device's state in
 * {@link UpgradeJobProgress}. Closing the dialog leaves the job running.
 * @example <UpgradeGroupDialog businessId={bid} group={group} onClose={() => setGroup(null)} />
 */
export function UpgradeGroupDialog(props: UpgradeGroupDialogProps) {
  useAreaMessages(inodesMessages);
  const { t } = usePortico();
  // Mounted per opening and per group: each opening is its own job (and idempotency key).
  if (props.group) return <UpgradeGroup key={props.group.id} {...props} group={props.group} />;
  if (props.jobId == null) return null;
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) props.onClose();
      }}
      title={t("inodes.upgrade.jobTitle")}
      actions={
        <Button variant="secondary" onClick={props.onClose}>
          {t("inodes.upgrade.close")}
        </Button>
      }
    >
      <UpgradeJobProgress businessId={props.businessId} jobId={props.jobId} />
    </Dialog>
  );
}

function UpgradeGroup({
  businessId,
  group,
  onClose,
  onStarted,
}: UpgradeGroupDialogProps & { group: Pick<INodeGroup, "id" | "name"> }) {
  const { t } = usePortico();
  const [kind, setKind] = useState<FirmwareKind>("jffs2");
  const up = useUpgradeJob(businessId);
  const formId = useId();
  const started = up.jobId !== null;
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t("inodes.upgrade.title", { name: group.name })}
      description={started ? undefined : t("inodes.upgrade.desc")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("inodes.upgrade.close")}
          </Button>
          {started ? null : (
            <WriteControl businessId={businessId} verb="put">
              <Button type="submit" form={formId} loading={up.starting}>
                {t("inodes.upgrade.start")}
              </Button>
            </WriteControl>
          )}
        </>
      }
    >
      {started ? (
        <UpgradeJobProgress businessId={businessId} jobId={up.jobId!} />
      ) : (
        <form
          id={formId}
          className={s.stack}
          onSubmit={(e) => {
            e.preventDefault();
            up.start({ kind, groupId: group.id }, (job) => onStarted?.(job.id));
          }}
        >
          <SelectField<FirmwareKind>
            label={t("inodes.upgrade.kind")}
            options={FIRMWARE_KINDS.map((k) => ({ value: k, label: k }))}
            value={kind}
            onChange={setKind}
          />
          {up.error ? (
            <p className={s.inlineError} role="alert">
              {errorMessage(t, up.error)}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}

import type { UpgradeJobDevice } from "../../data/upgradeJobs";
import { useUpgradeJobProgress } from "../../data/upgradeJobs";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { Alert } from "../../ui/Form";
import { usePaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { inodesMessages } from "./i18n";
import * as s from "./inodes.css";

/** Props of {@link UpgradeJobProgress}. */
export interface UpgradeJobProgressProps {
  businessId: number;
  /** The `upgradeINodes` job to follow. */
  jobId: number;
}

const REASONS = new Set(["INODE_OFFLINE", "INODE_UPGRADING", "NOT_FOUND", "UPGRADE_FAILED", "UPGRADE_TIMEOUT"]);

/**
 * The progress of a firmware upgrade job: its live progress (devices finished of the total, from the `jobProgress`
 * events), the counts, each device's state with the reason of a failure (failures first), and a stop control
 * (a write control: it cancels the job, so no more devices start; those already upgrading finish on their own).
 * @example <UpgradeJobProgress businessId={bid} jobId={job.id} />
 */
export function UpgradeJobProgress({ businessId, jobId }: UpgradeJobProgressProps) {
  useAreaMessages(inodesMessages);
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const { job, jobError, devices, devicesQuery, finished, cancel } = useUpgradeJobProgress(businessId, jobId);
  const paging = usePaging(String(jobId), 10);
  const reason = (d: UpgradeJobDevice) =>
    d.errorCode
      ? REASONS.has(d.errorCode)
        ? t(`inodes.upgrade.reason.${d.errorCode}`)
        : t(`error.${d.errorCode}`, { defaultValue: d.errorCode })
      : "";
  const columns: DataTableColumn<UpgradeJobDevice>[] = [
    { key: "device", header: t("inodes.upgrade.col.device"), cell: (d) => d.nickname ?? d.cuid },
    {
      key: "state",
      header: t("inodes.upgrade.col.state"),
      cell: (d) => (
        <span
          className={d.state === "success" ? s.badge.online : d.state === "failed" ? s.badge.offline : s.badge.unconf}
        >
          {t(`inodes.upgrade.device.${d.state}`)}
        </span>
      ),
    },
    { key: "reason", header: t("inodes.upgrade.col.reason"), cell: reason },
  ];
  if (jobError) {
    return (
      <Alert tone="danger" title={t("Error")}>
        {errorMessage(t, jobError)}
      </Alert>
    );
  }
  const total = job?.progress.total ?? 0;
  const done = job?.progress.done ?? 0;
  // The end counts come with the job itself (its output), so they never lag behind the device list.
  const result = job?.state === "succeeded" ? (job.output as { succeeded?: number; failed?: number } | null) : null;
  const counts = {
    upgrading: devices?.upgrading ?? 0,
    succeeded: result?.succeeded ?? devices?.succeeded ?? 0,
    failed: result?.failed ?? devices?.failed ?? 0,
  };
  return (
    <section
      className={`${scoped.className} ${s.stack}`}
      style={scoped.style}
      aria-label={t("inodes.upgrade.progressLabel")}
    >
      <p role="status" aria-live="polite">
        {!job
          ? t("Loading")
          : job.state === "queued" || job.state === "retrying"
            ? t("inodes.upgrade.queued")
            : job.state === "succeeded"
              ? t("inodes.upgrade.done", counts)
              : job.state === "cancelled"
                ? t("inodes.upgrade.cancelled")
                : job.state === "failed"
                  ? t("inodes.upgrade.failed")
                  : `${t(job.progress.messageKey ?? "jobs.upgradeINodes.upgrading")} ${t("inodes.upgrade.progress", { done, total })}`}
      </p>
      <progress
        className={s.progressBar}
        aria-label={t("inodes.upgrade.progressLabel")}
        {...(total > 0 ? { max: total, value: done } : finished ? { max: 1, value: 1 } : {})}
      />
      {devices ? <p className={s.muted}>{t("inodes.upgrade.counts", counts)}</p> : null}
      {!finished && job ? (
        <div className={s.toolbar}>
          <WriteControl businessId={businessId} verb="put">
            <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t("inodes.upgrade.stop")}
            </Button>
          </WriteControl>
        </div>
      ) : null}
      {cancel.error ? (
        <p className={s.inlineError} role="alert">
          {errorMessage(t, cancel.error)}
        </p>
      ) : null}
      <DataTable
        caption={t("inodes.upgrade.devices")}
        {...paging.table}
        rows={paging.slice(devices?.devices)}
        total={devices?.devices.length ?? 0}
        loading={devicesQuery.isFetching && !devices}
        error={devices ? null : devicesQuery.error}
        onRetry={() => void devicesQuery.refetch()}
        columns={columns}
        getRowKey={(d) => d.cuid}
        emptyText={t("inodes.upgrade.empty")}
      />
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { devicesKeys } from "../../data/devicesKeys";
import { useINodeLiveUpdates } from "../../data/inodeLiveUpdates";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { BINDING_PROGRESS_MS, bindingProgress, POST_SETUP_REDIRECT_MS } from "./bindingProgress";
import * as s from "./inodes.css";

/** Props of {@link BindingProgressDialog}. */
export interface BindingProgressDialogProps {
  businessId: number;
  /** The device just bound; null keeps the dialog closed. */
  cuid: string | null;
  /** Leave: the button once the progress is full, or by itself 3 s later. */
  onDone(): void;
}

/**
 * Binding progress: fills 0 to 100 over 90 s, or at once when the device reports in (its live
 * iNodeStatusChange/iNodeOnline, or the poll of its state as a fallback); then enables its button and goes
 * on by itself after 3 s. A static dialog: the binding runs on the device whatever the user does.
 */
export function BindingProgressDialog({ businessId, cuid, onDone }: BindingProgressDialogProps) {
  const { t, client } = usePortico();
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  const [liveReady, setLiveReady] = useState(false);
  useINodeLiveUpdates(businessId, (p) => {
    if (p.cuid === cuid && (p.type === "iNodeOnline" || (p.type === "iNodeStatusChange" && p.state === "ready")))
      setLiveReady(true);
  });
  const node = useQuery({
    queryKey: devicesKeys.inode(businessId, cuid ?? ""),
    queryFn: async () => (await client.GET("/v3/inodes/{cuid}", { params: { path: { cuid: cuid ?? "" } } })).data,
    enabled: cuid !== null && !liveReady,
    refetchInterval: 5_000,
  });
  const ready = liveReady || node.data?.status.state === "ready";
  const percent = bindingProgress(now - started, ready);
  const done = percent >= 100;

  useEffect(() => {
    if (done) return;
    const id = setInterval(() => setNow(Date.now()), Math.min(1_000, BINDING_PROGRESS_MS / 100));
    return () => clearInterval(id);
  }, [done]);
  useEffect(() => {
    if (!done) return;
    const id = setTimeout(onDone, POST_SETUP_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [done, onDone]);

  return (
    <Dialog
      open={cuid !== null}
      modalStatic
      title={t("inodes.progress.title")}
      description={t(done ? "inodes.progress.done" : "inodes.progress.desc")}
      actions={
        <Button disabled={!done} onClick={onDone}>
          {t("inodes.progress.button")}
        </Button>
      }
    >
      <div
        className={s.progressTrack}
        role="progressbar"
        aria-label={t("inodes.progress.title")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={s.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite">{t("inodes.progress.percent", { percent })}</p>
    </Dialog>
  );
}

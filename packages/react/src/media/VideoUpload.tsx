import { DEFAULT_VIDEO_MAX_SIZE, formatFileSize, NO_BUSINESS_FOR_UPLOAD, parseFileSize } from "@portico/sdk/rules";
import { type ReactNode, useId, useState } from "react";
import type { UploadedVideo } from "../data/mediaTypes";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { useScopedRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import * as s from "./upload.css";
import { useFilePicker } from "./useFilePicker";
import { useSignedUpload } from "./useSignedUpload";
import { useUploadMessages } from "./useUploadMessages";

/** Video types the video host takes. */
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;

/** Props of {@link VideoUpload}. */
export interface VideoUploadProps {
  /** The business whose videos receive it; missing => 'Cannot get correct business!'. */
  businessId: number | null | undefined;
  /** The current video's URL. */
  value?: string | null;
  onChange(video: UploadedVideo | null): void;
  /** Largest file, "50MB"-style. @default "50MB" */
  maxSize?: string;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * Video upload to the video host (50MB by default) through a signed URL, with a progress bar.
 * @example <VideoUpload businessId={bid} label="Welcome video" value={url} onChange={(v) => setUrl(v?.fileUrl ?? null)} />
 */
export function VideoUpload(props: VideoUploadProps) {
  useUploadMessages();
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const id = useId();
  const businessId = props.businessId ?? 0;
  const maxSize = props.maxSize ?? DEFAULT_VIDEO_MAX_SIZE;
  const maxBytes = parseFileSize(maxSize) ?? parseFileSize(DEFAULT_VIDEO_MAX_SIZE)!;
  const { upload, progress, setProgress } = useSignedUpload(businessId);
  const [problem, setProblem] = useState<{ kind: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File) => {
    setProgress(null);
    if (!(businessId > 0)) return setProblem({ kind: "business", text: t(NO_BUSINESS_FOR_UPLOAD) });
    if (!(VIDEO_TYPES as readonly string[]).includes(file.type)) {
      return setProblem({ kind: "type", text: t("Invalid file type") });
    }
    if (file.size > maxBytes) {
      props.onChange(null);
      return setProblem({ kind: "maxSize", text: t("upload.videoMaxSize", { max: formatFileSize(maxBytes) }) });
    }
    setProblem(null);
    setBusy(true);
    try {
      props.onChange((await upload(file, { maxSize })) as UploadedVideo);
    } catch (err) {
      setProblem({ kind: "upload", text: errorMessage(t, err) });
    } finally {
      setBusy(false);
    }
  };
  const picker = useFilePicker((f) => void choose(f));

  return (
    <div className={cx(scoped.className, s.root)} style={scoped.style}>
      <span className={s.label} id={`${id}-label`}>
        {props.label}
      </span>
      {props.value ? (
        // biome-ignore lint/a11y/useMediaCaption: owners' own videos come without caption tracks.
        <video className={s.preview} src={props.value} controls aria-labelledby={`${id}-label`} />
      ) : null}
      <button
        {...picker.zoneProps}
        className={s.dropzone}
        disabled={props.disabled || busy}
        aria-labelledby={`${id}-label ${id}-zone`}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
        aria-invalid={problem ? true : undefined}
      >
        <span id={`${id}-zone`}>{t("upload.dropVideo")}</span>
      </button>
      <input
        {...picker.inputProps}
        className={s.hidden}
        accept={VIDEO_TYPES.join(",")}
        aria-label={t("upload.chooseVideo")}
      />
      <p className={s.hint} id={`${id}-hint`}>
        {t("upload.videoLimits", { size: formatFileSize(maxBytes) })}
      </p>
      {progress !== null ? (
        <progress className={s.progress} max={100} value={progress} aria-label={t("upload.progress")}>
          {t("upload.uploading", { percent: progress })}
        </progress>
      ) : null}
      {problem ? (
        <p className={s.error} id={`${id}-error`} role="alert" data-error={problem.kind}>
          {problem.text}
        </p>
      ) : null}
      <div className={s.row}>
        <Button variant="secondary" onClick={picker.open} disabled={props.disabled || busy} loading={busy}>
          {t("upload.chooseVideo")}
        </Button>
        {props.value ? (
          <Button variant="link" disabled={props.disabled || busy} onClick={() => props.onChange(null)}>
            {t("upload.remove")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

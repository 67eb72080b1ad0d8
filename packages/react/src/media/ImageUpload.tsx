import {
  DEFAULT_IMAGE_MAX_HEIGHT,
  DEFAULT_IMAGE_MAX_SIZE,
  DEFAULT_IMAGE_MAX_WIDTH,
  formatFileSize,
  IMAGE_TYPES,
  NO_BUSINESS_FOR_UPLOAD,
  parseFileSize,
  pickImageVariant,
} from "@portico/sdk/rules";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import type { ImageUploadValue, UploadedImage } from "../data/mediaTypes";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { useScopedRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { type FileProblem, inspectImageFile, limitProblem } from "./inspectFile";
import * as s from "./upload.css";
import { useFilePicker } from "./useFilePicker";
import { useSignedUpload } from "./useSignedUpload";
import { useUploadMessages } from "./useUploadMessages";

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps {
  /** The business whose storage receives the image; missing => 'Cannot get correct business!'. */
  businessId: number | null | undefined;
  /** The current image's URL. */
  value?: string | null;
  /** Called with the uploaded (or picked) image, or null when it is removed or a chosen file is refused. */
  onChange(image: ImageUploadValue | null): void;
  /** Largest file, "2MB"-style (KB, MB, GB). @default "2MB" */
  maxSize?: string;
  /** @default 2000 */
  maxWidth?: number;
  /** @default 2000 */
  maxHeight?: number;
  /** Hand the large/medium/small variant picked by maxWidth (true) or the original (false). @default true */
  variants?: boolean;
  label: ReactNode;
  disabled?: boolean;
  /**
   * Told what is wrong as the spec names it (maxSize, maxWidth, maxHeight, or type, business, upload), and null
   * once it is fixed, so a host form can mark itself invalid.
   */
  onProblem?(problem: ImageUploadProblem | null): void;
}

/** What {@link ImageUploadProps.onProblem} reports. */
export type ImageUploadProblem = FileProblem["kind"] | "business" | "upload";

// The library (tabs, file and picture queries) loads only when opened.
const MediaLibraryDialog = lazy(() => import("./MediaLibraryDialog").then((m) => ({ default: m.MediaLibraryDialog })));

// A refused file (FileProblem), a missing business, or a failed upload with the server's translated text.
type Problem = Omit<FileProblem, "kind"> & { kind: ImageUploadProblem; text?: string };

/** The spec's name for a refusal of the server: the limit its `fields` name, 'type', else a plain failure. */
export function serverProblemKind(err: unknown): ImageUploadProblem {
  const e = (err ?? {}) as { code?: unknown; fields?: Record<string, unknown> };
  for (const kind of ["maxSize", "maxWidth", "maxHeight"] as const) if (e.fields?.[kind]) return kind;
  return e.code === "INVALID_FILE_TYPE" ? "type" : "upload";
}

/** The URL `onChange` gets: the variant the spec's picker rule chooses for maxWidth, or the original. */
export function imageValueOf(image: UploadedImage, maxWidth: number, variants = true): ImageUploadValue {
  if (!variants) return { ...image, url: image.fileUrl, variant: "original" };
  const variant = pickImageVariant(maxWidth);
  return { ...image, url: image.variants[variant], variant };
}

/**
 * Image upload: pick (click, keyboard or drag and drop), checked in the browser for type, size and
 * dimensions before uploading; then a signed URL, a PUT with progress and the result shown. The library
 * dialog lists "My files" and searches pictures (picks are copied into own storage).
 * @example
 * <ImageUpload businessId={bid} label="Banner" maxSize="500KB" maxWidth={600} maxHeight={600}
 *   value={banner} onChange={(img) => setBanner(img?.url ?? null)} />
 */
export function ImageUpload(props: ImageUploadProps) {
  useUploadMessages();
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const id = useId();
  const maxSize = props.maxSize ?? DEFAULT_IMAGE_MAX_SIZE;
  const maxWidth = props.maxWidth ?? DEFAULT_IMAGE_MAX_WIDTH;
  const maxHeight = props.maxHeight ?? DEFAULT_IMAGE_MAX_HEIGHT;
  const businessId = props.businessId ?? 0;
  const { upload, progress, setProgress } = useSignedUpload(businessId);
  const [problem, setShownProblem] = useState<Problem | null>(null);
  const setProblem = (p: Problem | null) => {
    setShownProblem(p);
    props.onProblem?.(p?.kind ?? null);
  };
  const [busy, setBusy] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);

  const hasBusiness = businessId > 0;
  const refuseNoBusiness = () => setProblem({ kind: "business", key: NO_BUSINESS_FOR_UPLOAD });
  const choose = async (file: File) => {
    if (!hasBusiness) return refuseNoBusiness();
    setProblem(null);
    setProgress(null);
    const found = await inspectImageFile(file, { maxSize, maxWidth, maxHeight });
    if (found) {
      // The spec: a violation marks the form invalid and clears the chosen image.
      setProblem(found);
      props.onChange(null);
      return;
    }
    setBusy(true);
    try {
      const image = (await upload(file, { maxSize, maxWidth, maxHeight })) as UploadedImage;
      props.onChange(imageValueOf(image, maxWidth, props.variants));
    } catch (err) {
      const kind = serverProblemKind(err);
      setProblem({ kind, key: "", text: errorMessage(t, err) });
      // A limit the server enforces clears the choice like one found here.
      if (kind !== "upload") props.onChange(null);
    } finally {
      setBusy(false);
    }
  };
  const picker = useFilePicker((f) => void choose(f));
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // An unreadable maxSize counts as the default, as the checks treat it.
  const sizeText = formatFileSize(parseFileSize(maxSize) ?? parseFileSize(DEFAULT_IMAGE_MAX_SIZE)!);

  return (
    <div className={cx(scoped.className, s.root)} style={scoped.style} data-portico-image-upload="">
      <span className={s.label} id={`${id}-label`}>
        {props.label}
      </span>
      <button
        {...picker.zoneProps}
        className={s.dropzone}
        disabled={props.disabled || busy}
        aria-labelledby={`${id}-label ${id}-zone`}
        aria-describedby={`${hintId}${problem ? ` ${errorId}` : ""}`}
        aria-invalid={problem ? true : undefined}
      >
        {props.value ? (
          <img className={s.preview} src={props.value} alt={t("upload.preview", { label: String(props.label) })} />
        ) : null}
        <span id={`${id}-zone`} className={props.value ? s.hidden : undefined}>
          {t("upload.drop")}
        </span>
      </button>
      <input
        {...picker.inputProps}
        className={s.hidden}
        accept={IMAGE_TYPES.join(",")}
        aria-label={t("upload.choose")}
        data-testid="image-upload-input"
      />
      <p className={s.hint} id={hintId}>
        {t("upload.limits", { size: sizeText, width: maxWidth, height: maxHeight })}
      </p>
      {progress !== null ? (
        <progress className={s.progress} max={100} value={progress} aria-label={t("upload.progress")}>
          {t("upload.uploading", { percent: progress })}
        </progress>
      ) : null}
      {problem ? (
        <p className={s.error} id={errorId} role="alert" data-error={problem.kind}>
          {problem.text ?? t(problem.key, problem.values)}
        </p>
      ) : null}
      <div className={s.row}>
        <Button variant="secondary" onClick={picker.open} disabled={props.disabled || busy} loading={busy}>
          {t("upload.choose")}
        </Button>
        <Button
          variant="secondary"
          disabled={props.disabled || busy}
          onClick={() => (hasBusiness ? setLibraryOpen(true) : refuseNoBusiness())}
        >
          {t("upload.library")}
        </Button>
        {props.value ? (
          <Button variant="link" disabled={props.disabled || busy} onClick={() => props.onChange(null)}>
            {t("upload.remove")}
          </Button>
        ) : null}
      </div>
      {libraryOpen ? (
        <Suspense fallback={<p role="status">{t("upload.loading")}</p>}>
          <MediaLibraryDialog
            open
            onOpenChange={setLibraryOpen}
            businessId={businessId}
            onSelect={(image) => {
              setLibraryOpen(false);
              // A library image must fit this field's limits as much as a new upload.
              const found = limitProblem(image, { maxSize, maxWidth, maxHeight });
              setProblem(found);
              props.onChange(found ? null : imageValueOf(image, maxWidth, props.variants));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

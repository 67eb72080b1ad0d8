import { useState } from "react";
import { MEDIA_PAGE_SIZE, useDeleteFile, useFiles } from "../data/media";
import type { UploadedImage } from "../data/mediaTypes";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { useConfirm } from "../ui/Confirm";
import { Alert } from "../ui/Form";
import { useToast } from "../ui/Toast";
import { Pager } from "./Pager";
import * as s from "./upload.css";

/** "My files": the business's images, 20 a page, each usable or deletable (with a confirm). */
export function MyFilesTab({ businessId, onSelect }: { businessId: number; onSelect(image: UploadedImage): void }) {
  const { t } = usePortico();
  const [page, setPage] = useState(1);
  const files = useFiles(businessId, (page - 1) * MEDIA_PAGE_SIZE);
  const remove = useDeleteFile(businessId);
  const { confirm, element } = useConfirm();
  const toast = useToast();

  const del = async (f: UploadedImage) => {
    if (!(await confirm({ message: t("upload.files.deleteConfirm", { name: f.filename }), danger: true }))) return;
    try {
      await remove.mutateAsync(f.fileId);
      toast.success(t("upload.files.deleted"));
    } catch (err) {
      toast.error(err);
    }
  };

  if (files.isPending) return <p role="status">{t("upload.loading")}</p>;
  if (files.isError) {
    return <Alert tone="danger">{t("upload.loadFailed", { message: errorMessage(t, files.error) })}</Alert>;
  }
  if (!files.data.files.length) return <p>{t("upload.files.empty")}</p>;
  return (
    <div className={s.root}>
      <ul className={s.grid}>
        {files.data.files.map((f) => (
          <li key={f.fileId} className={s.tile}>
            <button
              type="button"
              className={s.tileButton}
              onClick={() => onSelect(f)}
              aria-label={t("upload.files.use", { name: f.filename })}
            >
              <img className={s.thumb} src={f.variants.small} alt="" />
            </button>
            <Button
              variant="link"
              onClick={() => void del(f)}
              aria-label={t("upload.files.delete", { name: f.filename })}
            >
              {t("upload.remove")}
            </Button>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={Math.ceil(files.data.total / MEDIA_PAGE_SIZE)} onPage={setPage} />
      {element}
    </div>
  );
}

import { type FormEvent, useState } from "react";
import { MEDIA_PAGE_SIZE, usePickPicture, usePictureSearch } from "../data/media";
import type { UploadedImage } from "../data/mediaTypes";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import { TextField } from "../ui/TextField";
import { Pager } from "./Pager";
import * as s from "./upload.css";

/** "Picture search": keywords, pages of 20; a pick is copied into own storage, then handed on. */
export function PictureSearchTab({
  businessId,
  onSelect,
}: {
  businessId: number;
  onSelect(image: UploadedImage): void;
}) {
  const { t } = usePortico();
  const [draft, setDraft] = useState("");
  const [keywords, setKeywords] = useState("");
  const [page, setPage] = useState(1);
  const found = usePictureSearch(businessId, keywords, page);
  const pick = usePickPicture(businessId);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeywords(draft.trim());
    setPage(1);
  };

  return (
    <div className={s.root}>
      <form className={s.row} onSubmit={search} aria-label={t("upload.pictures.search")}>
        <TextField label={t("upload.pictures.keywords")} value={draft} onChange={setDraft} />
        <Button type="submit">{t("upload.pictures.search")}</Button>
      </form>
      {pick.isError ? <Alert tone="danger">{errorMessage(t, pick.error)}</Alert> : null}
      {found.isPending ? (
        <p role="status">{t("upload.loading")}</p>
      ) : found.isError ? (
        <Alert tone="danger">{t("upload.loadFailed", { message: errorMessage(t, found.error) })}</Alert>
      ) : !found.data.pictures.length ? (
        <p>{t("upload.pictures.empty")}</p>
      ) : (
        <>
          <p className={s.hint}>{t("upload.pictures.total", { count: found.data.total })}</p>
          <ul className={s.grid}>
            {found.data.pictures.map((p) => (
              <li key={p.id} className={s.tile}>
                <button
                  type="button"
                  className={s.tileButton}
                  disabled={pick.isPending}
                  aria-busy={pick.isPending && pick.variables === p.id ? true : undefined}
                  aria-label={t("upload.pictures.use", { tags: p.tags.join(", ") })}
                  onClick={async () => onSelect(await pick.mutateAsync(p.id))}
                >
                  <img className={s.thumb} src={p.thumbUrl} alt="" />
                </button>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={Math.ceil(found.data.total / MEDIA_PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </div>
  );
}

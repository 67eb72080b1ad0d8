import type { ModuleItem } from "../../data/activityEditorTypes";
import { ImageUpload } from "../../media/ImageUpload";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import * as s from "./editor.css";
import { LinkField } from "./fields";

/** Part 1 section 5: banner pictures are at most 500 KB and 600x600. */
export const BANNER_IMAGE_LIMITS = { maxSize: "500KB", maxWidth: 600, maxHeight: 600 } as const;

/** Props of {@link ModuleItemsField}. */
export interface ModuleItemsFieldProps {
  businessId: number;
  /** Banner pictures get the banner limits; carousel pictures the upload defaults. */
  mode: "banner-list" | "carousel";
  value: ModuleItem[] | undefined;
  onChange(items: ModuleItem[]): void;
}

/** The pictures of a banner list or carousel; at least one item is always kept (part 1 section 5). */
export function ModuleItemsField({ businessId, mode, value, onChange }: ModuleItemsFieldProps) {
  const { t } = usePortico();
  const items = value?.length ? value : [{ imageUrl: "" }];
  const set = (i: number, patch: Partial<ModuleItem>) =>
    onChange(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.label}>{t("editor.items.title")}</legend>
      {mode === "banner-list" ? <p className={s.muted}>{t("editor.items.limits")}</p> : null}
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their position is their identity
        <fieldset key={i} className={s.groupRow} aria-label={t("editor.items.itemN", { n: i + 1 })}>
          <ImageUpload
            businessId={businessId}
            label={t("editor.items.imageUrl", { n: i + 1 })}
            value={item.imageUrl || null}
            {...(mode === "banner-list" ? BANNER_IMAGE_LIMITS : {})}
            onChange={(image) => set(i, { imageUrl: image?.url ?? "" })}
          />
          <LinkField
            label={t("editor.items.linkUrl", { n: i + 1 })}
            value={item.linkUrl ?? ""}
            onChange={(linkUrl) => set(i, { linkUrl })}
          />
          <TextField
            label={t("editor.items.caption", { n: i + 1 })}
            value={item.caption ?? ""}
            maxLength={200}
            onChange={(caption) => set(i, { caption })}
          />
          <Button
            variant="danger"
            disabled={items.length <= 1}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
            aria-label={t("editor.items.removeN", { n: i + 1 })}
          >
            {t("editor.remove")}
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => onChange([...items, { imageUrl: "" }])}>
        {t("editor.items.add")}
      </Button>
    </fieldset>
  );
}

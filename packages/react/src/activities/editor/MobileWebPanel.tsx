import { ImageUpload } from "../../media/ImageUpload";
import { usePortico } from "../../provider/context";
import { TextField } from "../../ui/TextField";
import * as s from "./editor.css";
import type { PanelProps } from "./UsageControlPanel";

/** Part 1 section 5: a favicon is at most 200 KB and 96 px. */
export const FAVICON_LIMITS = { maxSize: "200KB", maxWidth: 96, maxHeight: 96 } as const;

/** The mobile web panel: the portal page's title, favicon and theme colour. */
export function MobileWebPanel({ businessId, content, onChange }: PanelProps & { businessId: number }) {
  const { t } = usePortico();
  const web = content.profile.mobileWeb ?? {};
  const set = (patch: Partial<typeof web>) =>
    onChange({ profile: { ...content.profile, mobileWeb: { ...web, ...patch } } });
  return (
    <section className={s.section} aria-labelledby="portico-editor-mobileweb">
      <h3 id="portico-editor-mobileweb" className={s.sectionTitle}>
        {t("editor.mobileWeb.title")}
      </h3>
      <TextField
        label={t("editor.mobileWeb.pageTitle")}
        value={web.title ?? ""}
        maxLength={100}
        onChange={(title) => set({ title })}
      />
      <ImageUpload
        businessId={businessId}
        label={t("editor.mobileWeb.favicon")}
        value={web.faviconUrl || null}
        {...FAVICON_LIMITS}
        onChange={(image) => set({ faviconUrl: image?.url ?? "" })}
      />
      <p className={s.muted}>{t("editor.mobileWeb.faviconLimits")}</p>
      <TextField
        label={t("editor.mobileWeb.themeColor")}
        type="color"
        value={web.themeColor ?? "#1a73e8"}
        onChange={(themeColor) => set({ themeColor })}
      />
    </section>
  );
}

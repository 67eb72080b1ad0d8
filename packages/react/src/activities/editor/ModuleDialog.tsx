import { isSafeLink } from "@portico/sdk/rules";
import { useState } from "react";
import type { Module, ModuleProfile } from "../../data/activityEditorTypes";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "./editor.css";
import { FullScreenDialog } from "./FullScreenDialog";
import { CheckboxField, TextAreaField } from "./fields";
import { ModuleLocaleFields } from "./ModuleLocaleFields";
import { ModuleTypeFields } from "./ModuleTypeFields";

/** True when every link of a module is http(s) (clips may be this server's uploads), as the server requires. */
export function moduleLinksSafe(p: ModuleProfile): boolean {
  const links = [
    p.couponUrl,
    p.iframeUrl,
    p.redirectUrl,
    p.facebookPage,
    p.shareUrl,
    ...(p.items ?? []).map((i) => i.linkUrl),
  ];
  return links.every((l) => isSafeLink(l)) && isSafeLink(p.videoUrl, { relative: true });
}

/** Props of {@link ModuleDialog}. */
export interface ModuleDialogProps {
  businessId: number;
  activityId: number;
  modules: readonly Module[];
  /** The edited module's position, or null when closed. */
  index: number | null;
  onDone(profile: ModuleProfile): void;
  onCancel(): void;
}

/**
 * A module's settings in a full-screen dialog; Done applies them (auto-saved), Cancel drops the changes. Key it
 * by the module id: it copies the profile when it mounts.
 */
export function ModuleDialog({ businessId, activityId, modules, index, onDone, onCancel }: ModuleDialogProps) {
  const { t } = usePortico();
  const module = index === null ? undefined : modules[index];
  const [profile, setProfile] = useState<ModuleProfile | null>(module?.profile ?? null);
  const [nameError, setNameError] = useState<string | null>(null);
  if (!module || !profile || index === null) return null;
  const patch = (p: Partial<ModuleProfile>) => setProfile((cur) => (cur ? { ...cur, ...p } : cur));
  const done = () => {
    if (!profile.name.trim()) {
      setNameError(t("editor.required"));
      return;
    }
    // The bad link already shows its error inline (LinkField); the dialog stays open with what was typed.
    if (!moduleLinksSafe(profile)) return;
    onDone({ ...profile, name: profile.name.trim() });
  };
  return (
    <FullScreenDialog
      open
      onOpenChange={(o) => (o ? undefined : onCancel())}
      title={t("editor.moduleDialog.title", { type: t(`editor.type.${profile.mode}`) })}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("editor.cancel")}
          </Button>
          <Button onClick={done}>{t("editor.done")}</Button>
        </>
      }
    >
      <section className={s.section}>
        <TextField
          label={t("editor.field.moduleName")}
          value={profile.name}
          maxLength={100}
          required
          error={nameError}
          onChange={(name) => patch({ name })}
        />
        <CheckboxField
          label={t("editor.field.skippable")}
          checked={profile.skippable ?? false}
          onChange={(skippable) => patch({ skippable })}
        />
        <div className={s.grid3}>
          <TextField
            label={t("editor.field.continueCaption")}
            value={profile.continueCaption ?? ""}
            maxLength={100}
            onChange={(continueCaption) => patch({ continueCaption })}
          />
          {profile.skippable ? (
            <TextField
              label={t("editor.field.skipCaption")}
              value={profile.skipCaption ?? ""}
              maxLength={100}
              onChange={(skipCaption) => patch({ skipCaption })}
            />
          ) : null}
          <SelectField
            label={t("editor.field.continueMode")}
            value={profile.continueMode ?? "button"}
            options={[
              { value: "button", label: t("editor.field.continueButton") },
              { value: "auto", label: t("editor.field.continueAuto") },
            ]}
            onChange={(continueMode) => patch({ continueMode })}
          />
        </div>
        {index === 0 ? <p className={s.muted}>{t("editor.moduleDialog.tosNote")}</p> : null}
      </section>
      <section className={s.section}>
        <ModuleTypeFields
          businessId={businessId}
          activityId={activityId}
          modules={modules}
          index={index}
          profile={profile}
          onChange={patch}
        />
      </section>
      <section className={s.section}>
        <TextAreaField
          label={t("editor.field.htmlPortal")}
          hint={t("editor.field.htmlPortalHint")}
          value={profile.htmlPortal ?? ""}
          maxLength={100000}
          onChange={(htmlPortal) => patch({ htmlPortal })}
        />
      </section>
      <ModuleLocaleFields businessId={businessId} profile={profile} onChange={patch} />
    </FullScreenDialog>
  );
}

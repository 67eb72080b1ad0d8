import { applySkipModuleChoice, isSafeLink, SKIP_GRANT_DURATIONS, skipModuleSlots } from "@portico/sdk/rules";
import { useState } from "react";
import { useActivities } from "../../data/activities";
import type { SkipModule } from "../../data/activityEditorTypes";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { SelectField } from "../../ui/SelectField";
import * as s from "./editor.css";
import { FullScreenDialog } from "./FullScreenDialog";
import { CheckboxField, LinkField, NumberField } from "./fields";
import { GrantAppField } from "./GrantAppField";

const CHOICES = ["countdown", "video", "carousel", "redirect-activity"] as const;
type Choice = (typeof CHOICES)[number];

/** Props of {@link SkipModuleDialog}. */
export interface SkipModuleDialogProps {
  businessId: number;
  activityId: number;
  open: boolean;
  value: SkipModule[];
  /** The running copy's grant app (set at once through updateActivityProfile). */
  grantAppId?: number | null | undefined;
  onDone(value: SkipModule[]): void;
  onCancel(): void;
}

/**
 * The skip modules (part 1 sections 3 and 4): the skip module chosen (redirect-activity sets the grant mode
 * to bypass and delayGrant to 15; countdown, video or carousel clear them and the redirect settings), the
 * redirect URL guests get after the grant, the grant panel and the system ad.
 */
export function SkipModuleDialog({
  businessId,
  activityId,
  open,
  value,
  grantAppId,
  onDone,
  onCancel,
}: SkipModuleDialogProps) {
  const { t } = usePortico();
  const [skip, setSkip] = useState(() => skipModuleSlots(value));
  const activities = useActivities(businessId);
  const [grant, ad, redirect] = skip;
  const choice = (CHOICES as readonly string[]).includes(redirect.mode ?? "") ? (redirect.mode as Choice) : "";
  const setSlot = (i: 0 | 1 | 2, patch: SkipModule) =>
    setSkip((cur) => skipModuleSlots(cur.map((x, j) => (j === i ? { ...x, ...patch } : x))));
  return (
    <FullScreenDialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onCancel())}
      title={t("editor.skip.title")}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("editor.cancel")}
          </Button>
          {/* A link that is not http(s) shows its error inline and keeps the dialog open. */}
          <Button onClick={() => (isSafeLink(redirect.redirectUrl) ? onDone(skip) : undefined)}>
            {t("editor.done")}
          </Button>
        </>
      }
    >
      <section className={s.section}>
        <h3 className={s.sectionTitle}>{t("editor.skip.module")}</h3>
        <SelectField
          label={t("editor.skip.module")}
          value={choice}
          options={[
            { value: "", label: t("editor.skip.none") },
            ...CHOICES.map((c) => ({ value: c, label: t(`editor.type.${c}`) })),
          ]}
          onChange={(c) =>
            setSkip(
              c
                ? skipModuleSlots(applySkipModuleChoice(skip, c as Choice))
                : skipModuleSlots([grant, ad, { ...redirect, mode: null }]),
            )
          }
        />
        {choice === "redirect-activity" ? (
          <SelectField
            label={t("editor.field.redirectActivity")}
            value={redirect.redirectActivity ? String(redirect.redirectActivity) : ""}
            options={[
              { value: "", label: t("editor.field.noActivity") },
              ...(activities.data ?? [])
                .filter((a) => a.id !== activityId)
                .map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            onChange={(v) => setSlot(2, { redirectActivity: v ? Number(v) : null })}
          />
        ) : null}
        {/* Countdown, video and carousel clear the redirect settings, so the URL goes with them. */}
        {choice === "" || choice === "redirect-activity" ? (
          <LinkField
            label={t("editor.skip.redirectUrl")}
            hint={t("editor.skip.redirectUrlHint")}
            value={redirect.redirectUrl ?? ""}
            onChange={(v) => setSlot(2, { redirectUrl: v || null })}
          />
        ) : null}
      </section>
      <section className={s.section}>
        <h3 className={s.sectionTitle}>{t("editor.skip.grant")}</h3>
        <div className={s.grid3}>
          <SelectField
            label={t("editor.skip.grantMode")}
            value={grant.mode === "bypass" ? "bypass" : ""}
            options={[
              { value: "", label: t("editor.skip.grantModule") },
              { value: "bypass", label: t("editor.skip.bypass") },
            ]}
            onChange={(v) => setSlot(0, { mode: v === "bypass" ? "bypass" : null })}
          />
          <SelectField
            label={t("editor.skip.grantDuration")}
            value={String(grant.accessDuration ?? SKIP_GRANT_DURATIONS[0])}
            options={SKIP_GRANT_DURATIONS.map((d) => ({
              value: String(d),
              label: t("editor.minutes", { count: d / 60 }),
            }))}
            onChange={(v) => setSlot(0, { accessDuration: Number(v) })}
          />
          <GrantAppField businessId={businessId} activityId={activityId} value={grantAppId} />
        </div>
      </section>
      <section className={s.section}>
        <h3 className={s.sectionTitle}>{t("editor.skip.systemAd")}</h3>
        <CheckboxField
          label={t("editor.skip.adDisabled")}
          checked={ad.disabled ?? false}
          onChange={(disabled) => setSlot(1, { disabled })}
        />
        <CheckboxField
          label={t("editor.skip.hidePowerBy")}
          checked={ad.hidePowerByStatement ?? false}
          onChange={(hidePowerByStatement) => setSlot(1, { hidePowerByStatement })}
        />
        <NumberField
          label={t("editor.skip.delayGrant")}
          value={ad.delayGrant}
          min={0}
          onChange={(delayGrant) => setSlot(1, { delayGrant: delayGrant ?? null })}
        />
      </section>
    </FullScreenDialog>
  );
}

import { autoSkipOptions } from "@portico/sdk/rules";
import { useActivities } from "../../data/activities";
import type { Module, ModuleProfile } from "../../data/activityEditorTypes";
import { VideoUpload } from "../../media/VideoUpload";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "./editor.css";
import { FormFieldsEditor } from "./FormFieldsEditor";
import { CheckboxField, LinkField, NumberField } from "./fields";
import { LoginMethodsField } from "./LoginMethodsField";
import { ModuleItemsField } from "./ModuleItemsField";

/** Props of {@link ModuleTypeFields}. */
export interface ModuleTypeFieldsProps {
  businessId: number;
  activityId: number;
  /** The whole chain with the edited module at `index` (coupon auto-skip options look at earlier modules). */
  modules: readonly Module[];
  index: number;
  profile: ModuleProfile;
  onChange(patch: Partial<ModuleProfile>): void;
}

// Module types that show an app of the business by id (no picker API yet except activities).
const APP_TYPES = new Set(["survey", "grant-3rd", "pass2u-checkout", "member-card", "booking", "booking-distributor"]);

/** The fields of one module type (part 1 section 3); nothing is invented beyond ModuleProfile. */
export function ModuleTypeFields({ businessId, activityId, modules, index, profile, onChange }: ModuleTypeFieldsProps) {
  const { t } = usePortico();
  const mode = profile.mode;
  const url = (key: "couponUrl" | "videoUrl" | "iframeUrl" | "redirectUrl" | "facebookPage" | "shareUrl") => (
    <LinkField
      label={t(`editor.field.${key}`)}
      value={profile[key] ?? ""}
      relative={key === "videoUrl"}
      onChange={(v) => onChange({ [key]: v })}
    />
  );
  switch (mode) {
    case "login":
      return (
        <>
          <LoginMethodsField
            businessId={businessId}
            value={profile.loginMethods}
            onChange={(loginMethods) => onChange({ loginMethods })}
          />
          <TextField
            label={t("editor.field.smsMessage")}
            value={profile.smsMessage ?? ""}
            maxLength={300}
            onChange={(smsMessage) => onChange({ smsMessage })}
          />
        </>
      );
    case "coupon": {
      const options = autoSkipOptions([...modules.slice(0, index), { id: "current", profile }], index);
      return (
        <>
          <TextField
            label={t("editor.field.couponTitle")}
            value={profile.couponTitle ?? ""}
            maxLength={200}
            onChange={(couponTitle) => onChange({ couponTitle })}
          />
          {url("couponUrl")}
          <NumberField
            label={t("editor.field.couponAmount")}
            value={profile.couponAmount}
            min={0}
            onChange={(couponAmount) => onChange({ couponAmount })}
          />
          <CheckboxField
            label={t("editor.field.showRedeemButton")}
            checked={profile.showRedeemButton ?? false}
            onChange={(showRedeemButton) => onChange({ showRedeemButton })}
          />
          <fieldset className={s.fieldset}>
            <legend className={s.label}>{t("editor.field.autoSkip")}</legend>
            {options.length === 0 ? <p className={s.muted}>{t("editor.field.autoSkipNone")}</p> : null}
            {options.map((o) => (
              <CheckboxField
                key={o.id}
                label={`${o.name} (${t(`editor.type.${o.mode}`)})`}
                checked={o.check}
                onChange={(check) =>
                  onChange({ autoSkipCheckOptions: options.map((x) => (x.id === o.id ? { ...x, check } : x)) })
                }
              />
            ))}
          </fieldset>
        </>
      );
    }
    case "countdown":
      return (
        <NumberField
          label={t("editor.field.countdownInterval")}
          value={profile.countdownInterval}
          min={0}
          max={600}
          onChange={(countdownInterval) => onChange({ countdownInterval })}
        />
      );
    case "video":
      return (
        <>
          <VideoUpload
            businessId={businessId}
            label={t("editor.field.videoUpload")}
            value={profile.videoUrl || null}
            onChange={(video) => onChange({ videoUrl: video?.fileUrl ?? "" })}
          />
          {url("videoUrl")}
          <CheckboxField
            label={t("editor.field.blockVolume")}
            checked={profile.blockVolume ?? false}
            onChange={(blockVolume) => onChange({ blockVolume })}
          />
          <NumberField
            label={t("editor.field.blockDuration")}
            value={profile.blockDuration}
            min={0}
            onChange={(blockDuration) => onChange({ blockDuration })}
          />
        </>
      );
    case "banner-list":
    case "carousel":
      return (
        <ModuleItemsField
          businessId={businessId}
          mode={mode}
          value={profile.items}
          onChange={(items) => onChange({ items })}
        />
      );
    case "iframe":
      return url("iframeUrl");
    case "redirect":
      return (
        <>
          {url("redirectUrl")}
          <SelectField
            label={t("editor.field.redirectMode")}
            value={profile.redirectMode ?? "self"}
            options={[
              { value: "self", label: t("editor.field.redirectSelf") },
              { value: "blank", label: t("editor.field.redirectBlank") },
            ]}
            onChange={(redirectMode) => onChange({ redirectMode })}
          />
        </>
      );
    case "redirect-activity":
      return <ActivityPicker businessId={businessId} exclude={activityId} value={profile.refId} onChange={onChange} />;
    case "survey-diy":
    case "registration-form":
      return <FormFieldsEditor value={profile.form} onChange={(form) => onChange({ form })} />;
    case "social-web":
    case "social-app":
    case "google-review":
      return (
        <>
          {url("facebookPage")}
          {url("shareUrl")}
        </>
      );
    case "social-board":
      return (
        <>
          {url("facebookPage")}
          <div className={s.grid3}>
            {(["backgroundColor", "textColor"] as const).map((k) => (
              <TextField
                key={k}
                label={t(`editor.field.board.${k}`)}
                type="color"
                value={String(profile.socialBoard?.[k] ?? (k === "textColor" ? "#222222" : "#ffffff"))}
                onChange={(v) => onChange({ socialBoard: { ...profile.socialBoard, [k]: v } })}
              />
            ))}
            <SelectField
              label={t("editor.field.board.layout")}
              value={String(profile.socialBoard?.layout ?? "list")}
              options={[
                { value: "list", label: t("editor.field.board.list") },
                { value: "grid", label: t("editor.field.board.grid") },
              ]}
              onChange={(layout) => onChange({ socialBoard: { ...profile.socialBoard, layout } })}
            />
          </div>
        </>
      );
    default:
      return APP_TYPES.has(mode) ? (
        <NumberField
          label={t("editor.field.refId")}
          value={profile.refId}
          min={1}
          onChange={(refId) => onChange({ refId })}
        />
      ) : null;
  }
}

/** Picks another activity of the business (the redirect-activity module's target). */
function ActivityPicker(props: {
  businessId: number;
  exclude: number;
  value: number | undefined;
  onChange(patch: Partial<ModuleProfile>): void;
}) {
  const { t } = usePortico();
  const activities = useActivities(props.businessId);
  const options = [
    { value: "", label: t("editor.field.noActivity") },
    ...(activities.data ?? [])
      .filter((a) => a.id !== props.exclude)
      .map((a) => ({ value: String(a.id), label: a.name })),
  ];
  return (
    <SelectField
      label={t("editor.field.redirectActivity")}
      value={props.value ? String(props.value) : ""}
      options={options}
      error={activities.isError ? t("editor.loadFailed") : null}
      onChange={(v) => props.onChange(v ? { refId: Number(v) } : { refId: undefined })}
    />
  );
}

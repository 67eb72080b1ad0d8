import { ACTIVITY_DEFAULTS, DEFAULT_ACCESS_DURATION, DEFAULT_FREE_DURATION } from "@portico/sdk/rules";
import type { EditorContent } from "../../data/activityEditorTypes";
import { usePortico } from "../../provider/context";
import { DurationField } from "./DurationField";
import * as s from "./editor.css";
import { NumberField } from "./fields";

/** Props of the content panels. */
export interface PanelProps {
  content: EditorContent;
  onChange(patch: Partial<EditorContent>): void;
}

/** Usage control (access duration, free duration, grant times) and the network config panel (rate limits). */
export function UsageControlPanel({ content, onChange }: PanelProps) {
  const { t } = usePortico();
  const p = content.profile;
  const profile = (patch: Partial<EditorContent["profile"]>) => onChange({ profile: { ...p, ...patch } });
  const net = (patch: Partial<EditorContent["networkConfig"]>) =>
    onChange({ networkConfig: { ...content.networkConfig, ...patch } });
  return (
    <>
      <section className={s.section} aria-labelledby="portico-editor-usage">
        <h3 id="portico-editor-usage" className={s.sectionTitle}>
          {t("editor.usage.title")}
        </h3>
        <DurationField
          label={t("editor.usage.accessDuration")}
          value={p.accessDuration ?? DEFAULT_ACCESS_DURATION}
          onChange={(accessDuration) => profile({ accessDuration })}
        />
        <DurationField
          label={t("editor.usage.freeDuration")}
          value={p.activityFreeDuration ?? DEFAULT_FREE_DURATION}
          onChange={(activityFreeDuration) => profile({ activityFreeDuration })}
        />
        <NumberField
          label={t("editor.usage.grantTimes")}
          value={p.grantTimes ?? ACTIVITY_DEFAULTS.grantTimes}
          min={0}
          onChange={(grantTimes) => profile({ grantTimes: grantTimes ?? 0 })}
        />
      </section>
      <section className={s.section} aria-labelledby="portico-editor-network">
        <h3 id="portico-editor-network" className={s.sectionTitle}>
          {t("editor.network.title")}
        </h3>
        <div className={s.grid3}>
          <NumberField
            label={t("editor.network.upload")}
            hint={t("editor.network.hint")}
            value={content.networkConfig.uploadLimit}
            min={0}
            onChange={(v) => net({ uploadLimit: v ?? null })}
          />
          <NumberField
            label={t("editor.network.download")}
            hint={t("editor.network.hint")}
            value={content.networkConfig.downloadLimit}
            min={0}
            onChange={(v) => net({ downloadLimit: v ?? null })}
          />
        </div>
      </section>
    </>
  );
}

import { useEffect, useState } from "react";
import { useAir2Settings } from "../../data/air2";
import type { Air2Settings, Air2SettingsSection } from "../../data/air2Types";
import { usePortico } from "../../provider/context";
import { Alert } from "../../ui/Form";
import { Air2WidgetField } from "./Air2WidgetField";
import * as s from "./air2.css";

/** The saved data with each widget's default for what was never saved. */
export function initialData(settings: Air2Settings): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const w of settings.widgets) data[w.key] = settings.data[w.key] ?? w.value ?? null;
  return data;
}

/** Props of {@link Air2SettingsStep}. */
export interface Air2SettingsStepProps {
  businessId: number;
  campaignId: number;
  section: Air2SettingsSection;
  timeZone: string;
  /** The values as edited, for the editor to save on Next or Save. */
  onChange(data: Record<string, unknown>): void;
}

/** One settings section of the editor, its fields built from the server's widgets. */
export function Air2SettingsStep({ businessId, campaignId, section, timeZone, onChange }: Air2SettingsStepProps) {
  const { t } = usePortico();
  const settings = useAir2Settings(businessId, campaignId, section);
  const [data, setData] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    if (settings.data) {
      const d = initialData(settings.data);
      setData(d);
      onChange(d);
    }
  }, [settings.data, onChange]);
  if (settings.isError) return <Alert tone="danger">{t("air2.editor.loadFailed")}</Alert>;
  if (!settings.data || !data) return <p className={s.muted}>{t("air2.loading")}</p>;
  if (settings.data.widgets.length === 0)
    return <p className={s.muted}>{t(section === "filters" ? "air2.filters.noSource" : "air2.settings.none")}</p>;
  return (
    <div className={s.grid}>
      {settings.data.widgets.map((w) => (
        <Air2WidgetField
          key={w.key}
          widget={w}
          value={data[w.key]}
          timeZone={timeZone}
          onChange={(v) => {
            const next = { ...data, [w.key]: v };
            setData(next);
            onChange(next);
          }}
        />
      ))}
    </div>
  );
}

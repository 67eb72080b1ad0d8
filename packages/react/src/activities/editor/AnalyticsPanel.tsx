import { parseAnalyticsFunctions } from "@portico/sdk/rules";
import { useState } from "react";
import { usePortico } from "../../provider/context";
import * as s from "./editor.css";
import { TextAreaField } from "./fields";
import type { PanelProps } from "./UsageControlPanel";

type Key = "googleAnalyticsFunctions" | "facebookPixelFunctions";

/** One JSON item per line (how the lists are shown back). */
export function analyticsText(items: readonly object[] | undefined): string {
  return (items ?? []).map((i) => JSON.stringify(i)).join("\n");
}

function FunctionList({ name, content, onChange }: PanelProps & { name: Key }) {
  const { t } = usePortico();
  const [text, setText] = useState(() => analyticsText(content.profile[name]));
  const [line, setLine] = useState<number | null>(null);
  const change = (next: string) => {
    setText(next);
    const parsed = parseAnalyticsFunctions(next);
    if (!parsed.ok) return setLine(parsed.line);
    setLine(null);
    onChange({ profile: { ...content.profile, [name]: parsed.items } });
  };
  return (
    <TextAreaField
      label={t(`editor.analytics.${name}`)}
      hint={t("editor.analytics.hint")}
      value={text}
      error={line === null ? null : t("editor.analytics.badLine", { line })}
      onChange={change}
    />
  );
}

/** Custom Google Analytics and Facebook Pixel functions, parsed as lists of JSON items (part 1 section 5). */
export function AnalyticsPanel(props: PanelProps) {
  const { t } = usePortico();
  return (
    <section className={s.section} aria-labelledby="portico-editor-analytics">
      <h3 id="portico-editor-analytics" className={s.sectionTitle}>
        {t("editor.analytics.title")}
      </h3>
      <FunctionList {...props} name="googleAnalyticsFunctions" />
      <FunctionList {...props} name="facebookPixelFunctions" />
    </section>
  );
}

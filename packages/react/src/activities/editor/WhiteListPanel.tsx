import { invalidHostItems, splitList } from "@portico/sdk/rules";
import { useState } from "react";
import { usePortico } from "../../provider/context";
import * as s from "./editor.css";
import { TextAreaField } from "./fields";
import type { PanelProps } from "./UsageControlPanel";

/** Hosts a guest may reach before the grant; invalid items are listed and nothing is kept until all are valid. */
export function WhiteListPanel({ content, onChange }: PanelProps) {
  const { t } = usePortico();
  const [text, setText] = useState(() => content.whiteList.join("\n"));
  const [invalid, setInvalid] = useState<string[]>([]);
  const change = (next: string) => {
    setText(next);
    const items = splitList(next);
    const bad = invalidHostItems(items);
    setInvalid(bad);
    if (!bad.length && items.length <= 200) onChange({ whiteList: items });
  };
  return (
    <section className={s.section} aria-labelledby="portico-editor-whitelist">
      <h3 id="portico-editor-whitelist" className={s.sectionTitle}>
        {t("editor.whiteList.title")}
      </h3>
      <TextAreaField
        label={t("editor.whiteList.hosts")}
        hint={t("editor.whiteList.hint")}
        value={text}
        error={invalid.length ? t("editor.whiteList.invalid", { items: invalid.join(", ") }) : null}
        onChange={change}
      />
    </section>
  );
}

import { useState } from "react";
import { useINodePage } from "../../data/activityEditor";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import * as s from "./editor.css";
import { CheckboxField } from "./fields";
import type { PanelProps } from "./UsageControlPanel";

const PAGE = 10;

/** The iNodes a save deploys the running copy to: searched and paged on the server, never loaded at once. */
export function INodePicker({ businessId, content, onChange }: PanelProps & { businessId: number }) {
  const { t } = usePortico();
  const [name, setName] = useState("");
  const [start, setStart] = useState(0);
  const page = useINodePage(businessId, name.trim(), start, PAGE);
  const selected = new Set(content.inodes);
  const toggle = (cuid: string, on: boolean) =>
    onChange({ inodes: on ? [...content.inodes, cuid] : content.inodes.filter((c) => c !== cuid) });
  const total = page.data?.total ?? 0;
  return (
    <section className={s.section} aria-labelledby="portico-editor-inodes">
      <h3 id="portico-editor-inodes" className={s.sectionTitle}>
        {t("editor.inodes.title")}
      </h3>
      <p className={s.muted}>{t("editor.inodes.selected", { count: content.inodes.length })}</p>
      {content.inodes.length ? (
        <div className={s.row}>
          {content.inodes.map((cuid) => (
            <Button
              key={cuid}
              variant="secondary"
              onClick={() => toggle(cuid, false)}
              aria-label={t("editor.inodes.unselect", { name: cuid })}
            >
              {cuid} ✕
            </Button>
          ))}
        </div>
      ) : null}
      <TextField
        label={t("editor.inodes.search")}
        type="search"
        value={name}
        onChange={(v) => {
          setName(v);
          setStart(0);
        }}
      />
      {page.isError ? <p className={s.errorText}>{t("editor.loadFailed")}</p> : null}
      {page.isPending ? <p className={s.muted}>{t("editor.loading")}</p> : null}
      {page.data && page.data.inodes.length === 0 ? <p className={s.muted}>{t("editor.inodes.empty")}</p> : null}
      <ul className={s.list} aria-label={t("editor.inodes.title")}>
        {(page.data?.inodes ?? []).map((n) => (
          <li key={n.cuid}>
            <CheckboxField
              label={`${n.nickname || n.cuid} (${n.cuid})`}
              checked={selected.has(n.cuid)}
              onChange={(on) => toggle(n.cuid, on)}
            />
          </li>
        ))}
      </ul>
      {total > PAGE ? (
        <div className={s.row}>
          <Button variant="secondary" disabled={start === 0} onClick={() => setStart(Math.max(0, start - PAGE))}>
            {t("editor.prev")}
          </Button>
          <span className={s.muted}>
            {t("editor.inodes.range", { from: start + 1, to: Math.min(total, start + PAGE), total })}
          </span>
          <Button variant="secondary" disabled={start + PAGE >= total} onClick={() => setStart(start + PAGE)}>
            {t("editor.next")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

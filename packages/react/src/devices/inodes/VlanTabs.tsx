import { Tabs } from "radix-ui";
import { useId } from "react";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { SelectField } from "../../ui/SelectField";
import * as ui from "../../ui/styles.css";
import { TextField } from "../../ui/TextField";
import type { VlanEditor } from "./useVlanDrafts";
import type { VlanDraft, VlanField } from "./vlanDrafts";
import * as s from "./vlanTabs.css";

/** Props of {@link VlanTabs}. */
export interface VlanTabsProps {
  /** The WAN interfaces of the group's model (its model description), one tab each. */
  wans: readonly string[];
  editor: VlanEditor;
}

const MODES = ["dhcp", "static", "pppoe"] as const;

/**
 * The group dialog's 'tabs of VLAN per WAN': one keyboard-accessible tab per WAN interface (arrow keys move
 * between tabs), each listing its VLAN entries with add and remove, VLAN id, mode and the mode's fields.
 * @example <VlanTabs wans={["wan0", "wan1"]} editor={useVlanDrafts(group?.wanVlans, wans)} />
 */
export function VlanTabs({ wans, editor }: VlanTabsProps) {
  const { t } = usePortico();
  const listId = useId();
  return (
    <>
      <datalist id={listId}>
        {editor.idOptions.map((id) => (
          <option key={id} value={id} />
        ))}
      </datalist>
      <Tabs.Root value={editor.tab} onValueChange={editor.setTab}>
        <Tabs.List className={ui.tabList} aria-label={t("inodes.vlan.tabs")}>
          {wans.map((wan) => {
            const count = editor.errorCount(wan);
            return (
              <Tabs.Trigger key={wan} value={wan} className={ui.tab}>
                {wan}
                {count ? (
                  <span className={ui.tabBadge}>
                    <span aria-hidden="true">{count}</span>
                    <span className={ui.visuallyHidden}>{` (${t("inodes.vlan.errors", { count })})`}</span>
                  </span>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {wans.map((wan) => (
          <Tabs.Content key={wan} value={wan} className={s.panel}>
            {editor.errors[wan] ? (
              <p role="alert" className={s.wanError}>
                {editor.errors[wan]}
              </p>
            ) : null}
            {(editor.drafts[wan] ?? []).length === 0 ? (
              <p className={s.muted}>{t("inodes.vlan.empty", { wan })}</p>
            ) : null}
            {(editor.drafts[wan] ?? []).map((d, i) => (
              <VlanEntryFields key={d.key} wan={wan} n={i + 1} draft={d} editor={editor} listId={listId} />
            ))}
            <div>
              {/* The visible text is the whole name (axe: a label must contain what is shown). */}
              <Button variant="secondary" onClick={() => editor.add(wan)}>
                {t("inodes.vlan.addTo", { wan })}
              </Button>
            </div>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

interface EntryProps {
  wan: string;
  n: number;
  draft: VlanDraft;
  editor: VlanEditor;
  listId: string;
}

function VlanEntryFields({ wan, n, draft, editor, listId }: EntryProps) {
  const { t } = usePortico();
  const text = (
    field: VlanField,
    label: string,
    extra: { type?: string; inputMode?: "numeric"; list?: string; hint?: string } = {},
  ) => (
    <TextField
      label={t(label)}
      name={`${draft.key}/${field}`}
      value={draft[field]}
      error={editor.errors[`${draft.key}/${field}`]}
      autoComplete="off"
      onChange={(v) => editor.edit(wan, draft.key, { [field]: v })}
      onBlur={() => editor.blur(draft.key, field)}
      {...extra}
    />
  );
  return (
    <fieldset className={s.entry}>
      <legend className={s.legend}>{t("inodes.vlan.entry", { n })}</legend>
      {text("vlanId", "inodes.vlan.id", { inputMode: "numeric", list: listId, hint: t("inodes.vlan.idHint") })}
      <SelectField
        label={t("inodes.vlan.mode")}
        options={MODES.map((m) => ({ value: m, label: t(`inodes.vlan.mode.${m}`) }))}
        value={draft.mode}
        onChange={(mode) => editor.edit(wan, draft.key, { mode })}
      />
      {draft.mode === "static" ? (
        <>
          {text("ip", "inodes.vlan.ip")}
          {text("mask", "inodes.vlan.mask")}
          {text("gateway", "inodes.vlan.gateway")}
        </>
      ) : null}
      {draft.mode === "pppoe" ? (
        <>
          {text("username", "inodes.vlan.username")}
          {text("password", "inodes.vlan.password", { type: "password" })}
        </>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => editor.remove(wan, draft.key)}>
          {t("inodes.vlan.removeEntry", { n, wan })}
        </Button>
      </div>
    </fieldset>
  );
}

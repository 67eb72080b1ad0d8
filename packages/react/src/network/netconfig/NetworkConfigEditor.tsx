import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import type { NetworkConfig, NetworkConfigTarget, NetworkDetail, NetworkSection } from "../../data/networkConfigTypes";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { Alert } from "../../ui/Form";
import * as ui from "../../ui/styles.css";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { WriteControl, WriteFieldset } from "../../ui/WriteControl";
import { AlarmSection } from "./AlarmSection";
import { netconfigMessages } from "./i18n";
import { LanSection } from "./LanSection";
import * as s from "./netconfig.css";
import { type FieldPath, sectionOf } from "./paths";
import { savePayload } from "./payload";
import { DhcpSection, DnsSection, ProbeSection } from "./ServiceSections";
import { SplashSection } from "./SplashSection";
import { type DetailFormValues, useDetailForm } from "./useDetailForm";
import { useEditorSource } from "./useEditorSource";
import { useInheritedDetail } from "./useInheritedDetail";
import { useSaveTarget } from "./useSaveTarget";
import { type Problems, validateDetail } from "./validateDetail";
import { WanSection } from "./WanSection";
import { WifiSection } from "./WifiSection";

/** The sections each target edits: a device save strips wifi, a group save the WAN (part 1 section 5). */
export const TARGET_SECTIONS: Record<NetworkConfigTarget, readonly NetworkSection[]> = {
  template: ["wan", "lan", "wifi", "splash", "alarm", "dns", "dhcp", "probe"],
  group: ["lan", "wifi", "splash", "alarm", "dns", "dhcp", "probe"],
  device: ["wan", "lan"],
};
/** The contract's bound on a template name. */
export const NETWORK_CONFIG_NAME_MAX = 100;

/** Props of {@link NetworkConfigEditor}. */
export interface NetworkConfigEditorProps {
  businessId: number;
  /** What is edited: a template, a device's own configuration or an iNode group's. */
  target: NetworkConfigTarget;
  /** The configuration to start from; when omitted it is loaded by `templateId`, `cuid` or `groupId`. */
  value?: NetworkDetail;
  /** target template: the stored template (omitted: a new template, created on save). */
  templateId?: number;
  /** target template: the name a new template starts with. */
  name?: string;
  /** target group: the iNode group whose `detail` is saved. */
  groupId?: number;
  /** target device: the iNode whose network configuration is saved. */
  cuid?: string;
  /** Saves instead of the editor (a host dialog that saves more than the configuration); gets the stripped payload. */
  onSave?(detail: NetworkDetail): Promise<void>;
  /** After a save, with what was sent and, for a template, the stored template. */
  onSaved?(result: { detail: NetworkDetail; template?: NetworkConfig }): void;
  /** Shows a Cancel button. */
  onCancel?(): void;
  /**
   * Told whether the editor holds unsaved changes, so that a host dialog can ask before it closes; told false
   * when the user chose to leave through a navigate() the editor asked about.
   */
  onDirtyChange?(dirty: boolean): void;
  /** The open section (view state); uncontrolled when omitted. */
  section?: NetworkSection;
  onSectionChange?(section: NetworkSection): void;
}

/**
 * The network configuration editor in sections: WAN (dhcp, static, PPPoE, VLAN with the WAN mode change rule),
 * LAN, Wi-Fi per band with 1 to 8 SSIDs, splash-page lists, alarms, DNS, DHCP and the endpoint probe. Every field
 * is checked with the `@portico/sdk/rules` rules on blur and on save, its message under it; a refused save shows
 * the server's message (and its per-field messages) and keeps everything typed.
 * @example <NetworkConfigEditor businessId={bid} target="template" templateId={id} onSaved={() => close()} />
 */
export function NetworkConfigEditor(props: NetworkConfigEditorProps) {
  useAreaMessages(netconfigMessages);
  const { t } = usePortico();
  const source = useEditorSource(props);
  const inherited = useInheritedDetail(props.businessId, props.target, source.data);
  let body: React.ReactNode;
  if (source.load && source.error) {
    body = (
      <Alert tone="danger" title={t("Error")}>
        {t("netconfig.error.load")} {errorMessage(t, source.error)}
      </Alert>
    );
  } else if ((source.load && !source.data) || inherited.loading) {
    body = <p role="status">{t("Loading")}</p>;
  } else {
    const initial: DetailFormValues<NetworkDetail> = {
      name: source.data?.name ?? props.name ?? "",
      detail: props.value ?? inherited.detail ?? source.data?.detail ?? {},
    };
    const key = `${props.target}-${props.templateId ?? props.groupId ?? props.cuid ?? "new"}`;
    body = (
      <>
        {inherited.empty ? (
          <Alert tone="warning" title={t("netconfig.inherited.title")}>
            {inherited.from ? t("netconfig.inherited.from", { name: inherited.from }) : t("netconfig.inherited.none")}
          </Alert>
        ) : null}
        <EditorForm key={key} {...props} initial={initial} />
      </>
    );
  }
  return <PorticoRoot>{body}</PorticoRoot>;
}

function EditorForm(props: NetworkConfigEditorProps & { initial: DetailFormValues<NetworkDetail> }) {
  const { t, guardNavigation } = usePortico();
  const toast = useToast();
  const { target } = props;
  const sections = TARGET_SECTIONS[target];
  const [ownSection, setOwnSection] = useState<NetworkSection>(sections[0]!);
  const current = props.section && sections.includes(props.section) ? props.section : ownSection;
  const setSection = (v: NetworkSection) => {
    setOwnSection(v);
    props.onSectionChange?.(v);
  };
  const save = useSaveTarget(props);
  const { confirm, element: confirmElement } = useConfirm();
  const form = useDetailForm<NetworkDetail>({
    initial: props.initial,
    validate: (v) => {
      const out: Problems = new Map();
      for (const [path, p] of validateDetail(savePayload(target, v.detail))) out.set(`detail/${path}`, p);
      if (target === "template" && !v.name.trim()) out.set("name", { key: "validation.required" });
      return out;
    },
    onSubmit: async (v) => {
      const result = await save(v.name.trim(), savePayload(target, v.detail));
      toast.success(t(props.templateId || target !== "template" ? "netconfig.toast.update" : "netconfig.toast.add"));
      props.onSaved?.(result);
    },
  });

  // Unsaved changes: the host is told (its dialog asks before closing), Cancel asks, and so do in-app navigation
  // through the provider and leaving the page.
  const dirty = form.dirty;
  const { onDirtyChange } = props;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => {
    if (!dirty) return;
    return guardNavigation(async () => {
      if (!(await confirm(unsavedConfirm(t)))) return false;
      onDirtyChange?.(false); // asked once: the host's own guard need not ask again for this navigation
      return true;
    });
  }, [dirty, guardNavigation, confirm, t, onDirtyChange]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const cancel = async () => {
    if (dirty && !(await confirm(unsavedConfirm(t)))) return;
    props.onCancel?.();
  };

  // After a refused save, open the section of the first field in error and focus it (paths hold no quotes).
  const root = useRef<HTMLFormElement>(null);
  const [focusPath, setFocusPath] = useState<FieldPath | null>(null);
  useEffect(() => {
    if (!focusPath) return;
    root.current?.querySelector<HTMLElement>(`[data-path="${focusPath}"]`)?.focus();
    setFocusPath(null);
  }, [focusPath]);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const first = await form.submit();
    if (!first) return;
    const section = sectionOf(first);
    if (section && sections.includes(section)) setSection(section);
    setFocusPath(first);
  };

  const counts = new Map<NetworkSection, number>();
  for (const path of new Set([...form.problems.keys(), ...Object.keys(form.serverErrors)])) {
    const sec = sectionOf(path);
    if (sec && form.errorOf(path)) counts.set(sec, (counts.get(sec) ?? 0) + 1);
  }
  const invalid = form.submitted && form.problems.size > 0;

  return (
    <form ref={root} noValidate className={s.editor} onSubmit={onSubmit}>
      {confirmElement}
      {/* First in the form and sticky: fields that grow an error on blur never move the Save button. */}
      <div className={s.actionBar}>
        {props.onCancel ? (
          <Button variant="secondary" onClick={cancel}>
            {t("Cancel")}
          </Button>
        ) : null}
        <WriteControl businessId={props.businessId} verb="put">
          <Button type="submit" loading={form.submitting}>
            {t("netconfig.save")}
          </Button>
        </WriteControl>
      </div>
      {form.formError ? (
        <Alert tone="danger" title={t("Error")}>
          <p>{form.formError.text}</p>
          {form.formError.detail ? <p>{form.formError.detail}</p> : null}
        </Alert>
      ) : invalid ? (
        <Alert tone="danger" title={t("netconfig.error.invalidTitle")}>
          {t("netconfig.error.invalid", { count: form.problems.size })}
        </Alert>
      ) : null}
      {target === "template" ? (
        <TextField
          label={t("netconfig.field.name")}
          maxLength={NETWORK_CONFIG_NAME_MAX}
          data-path="name"
          value={form.values.name}
          error={form.errorOf("name")}
          onChange={(v) => form.set("name", v)}
          onBlur={() => form.touch("name")}
        />
      ) : null}
      <Tabs.Root value={current} onValueChange={(v) => setSection(v as NetworkSection)}>
        <Tabs.List className={ui.tabList} aria-label={t("netconfig.editor.sections")}>
          {sections.map((k) => (
            <Tabs.Trigger key={k} value={k} className={ui.tab}>
              {t(`netconfig.section.${k}`)}
              {counts.get(k) ? (
                <span className={ui.tabBadge}>
                  <span aria-hidden="true">{counts.get(k)}</span>
                  <span
                    className={ui.visuallyHidden}
                  >{` (${t("netconfig.editor.errors", { count: counts.get(k) })})`}</span>
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {sections.map((k) => (
          <Tabs.Content key={k} value={k} className={s.tabPanel}>
            {/* The sections' fields, not the tabs: a read-only caller still moves between sections. */}
            <WriteFieldset businessId={props.businessId}>
              {k === "wan" ? <WanSection form={form} /> : null}
              {k === "lan" ? <LanSection form={form} target={target} /> : null}
              {k === "wifi" ? <WifiSection form={form} /> : null}
              {k === "splash" ? <SplashSection form={form} /> : null}
              {k === "alarm" ? <AlarmSection form={form} /> : null}
              {k === "dns" ? <DnsSection form={form} /> : null}
              {k === "dhcp" ? <DhcpSection form={form} /> : null}
              {k === "probe" ? <ProbeSection form={form} /> : null}
            </WriteFieldset>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </form>
  );
}

/** The question asked before unsaved changes are left (the editor's Cancel, a host dialog's close). */
export function unsavedConfirm(t: (key: string) => string) {
  return {
    title: t("netconfig.unsaved.title"),
    message: t("netconfig.unsaved.message"),
    confirmText: t("netconfig.unsaved.leave"),
    cancelText: t("netconfig.unsaved.stay"),
    danger: true,
  };
}

import { Dialog as RadixDialog, Tabs } from "radix-ui";
import { useState } from "react";
import { useBusiness, useCreateBusiness, useRemoveBusiness, useUpdateBusiness } from "../data/businesses";
import type { Business, BusinessProfileInput } from "../data/businessTypes";
import { useCan } from "../data/useCan";
import { errorCode, errorMessage } from "../i18n/errorMessage";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { useMe } from "../provider/useMe";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { useConfirm } from "../ui/Confirm";
import { Dialog } from "../ui/Dialog";
import { Alert } from "../ui/Form";
import * as ui from "../ui/styles.css";
import { useToast } from "../ui/Toast";
import { useReturnFocus } from "../ui/useReturnFocus";
import { useViewState } from "../ui/useViewState";
import { WriteControl } from "../ui/WriteControl";
import { BrandingTab } from "./BrandingTab";
import * as s from "./business.css";
import { DeveloperKeyTab } from "./DeveloperKeyTab";
import { EmailListEditor } from "./EmailListEditor";
import { businessMessages } from "./i18n";
import { ProfileTab } from "./ProfileTab";
import { WebsiteTab } from "./WebsiteTab";

/** The tabs of {@link BusinessEditor}. */
export type BusinessEditorTab = "profile" | "branding" | "subscribers" | "developer" | "website";
const TABS: BusinessEditorTab[] = ["profile", "branding", "subscribers", "developer", "website"];

/** The view state of {@link BusinessEditor}. */
export interface BusinessEditorState {
  /** The open tab (a new business shows only its profile). @default "profile" */
  tab?: BusinessEditorTab;
}

/** Props of {@link BusinessEditor}. */
export interface BusinessEditorProps {
  businessId: number | "new";
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved?(b: Business): void;
  onRemoved?(bid: number): void;
  /** View state (the open tab); controlled when given, the editor's own otherwise. */
  state?: BusinessEditorState;
  /** Called with the whole next state when the user opens a tab. */
  onStateChange?(next: BusinessEditorState): void;
  /** @deprecated Use `state={{ tab }}`. */
  tab?: BusinessEditorTab;
}

/**
 * The full-screen business editor: profile (with a map at zoom 14), branding, subscribers, developer key and
 * website service; read-only when the caller's permissions on the business lack `put`.
 * @example <BusinessEditor businessId={bid} open={open} onOpenChange={setOpen} onRemoved={(b) => select(next)} />
 */
export function BusinessEditor(props: BusinessEditorProps) {
  useAreaMessages(businessMessages);
  const { t } = usePortico();
  const isNew = props.businessId === "new";
  const returnFocus = useReturnFocus(props.open);
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <PorticoRoot>
          <RadixDialog.Overlay className={s.overlay} />
          <RadixDialog.Content className={s.fullscreen} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
            <header className={s.header}>
              <RadixDialog.Title className={s.headerTitle}>
                {t(isNew ? "business.editor.titleNew" : "business.editor.title")}
              </RadixDialog.Title>
              <RadixDialog.Close asChild>
                <Button variant="secondary">{t("Close")}</Button>
              </RadixDialog.Close>
            </header>
            <div className={s.body}>
              <div className={s.inner}>{props.open ? <EditorBody {...props} /> : null}</div>
            </div>
          </RadixDialog.Content>
        </PorticoRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function EditorBody(props: BusinessEditorProps) {
  const { businessId, onOpenChange, onSaved, onRemoved } = props;
  const { t } = usePortico();
  const toast = useToast();
  const me = useMe();
  const bid = businessId === "new" ? 0 : businessId;
  const business = useBusiness(bid);
  const create = useCreateBusiness();
  const update = useUpdateBusiness();
  const remove = useRemoveBusiness();
  const { confirm, element } = useConfirm();
  const [view, setView] = useViewState(
    props.state ?? (props.tab ? { tab: props.tab } : undefined),
    props.onStateChange,
    {
      tab: "profile" as BusinessEditorTab,
    },
  );
  const [hasINodes, setHasINodes] = useState(false);
  const canPut = useCan(bid ?? 0, "put");

  if (bid && business.error) {
    const notFound = errorCode(business.error) === "NOT_FOUND";
    return (
      <Alert tone="danger" title={t(notFound ? "No business info." : "Error")}>
        {notFound ? null : errorMessage(t, business.error)}
      </Alert>
    );
  }
  if ((bid && !business.data) || (!bid && !me.data)) return <p role="status">{t("Loading")}</p>;
  const b = business.data;
  const readOnly = !!b && !canPut;

  const save = async (profile: BusinessProfileInput) => {
    const saved = b
      ? await update.mutateAsync({ businessId: b.id, body: { profile } })
      : await create.mutateAsync({ profile: { ...profile, name: profile.name ?? "" } });
    toast.success(t("business.saved"));
    onSaved?.(saved);
  };
  const onRemove = async () => {
    if (!b) return;
    const name = b.profile.name || t("Unnamed");
    if (!(await confirm({ message: t("business.removeConfirm", { name }), danger: true }))) return;
    try {
      await remove.mutateAsync(b.id);
      toast.success(t("business.removed"));
      onRemoved?.(b.id);
      onOpenChange(false);
    } catch (e) {
      if (errorCode(e) === "BUSINESS_HAS_INODES") setHasINodes(true);
      else toast.error(e);
    }
  };
  const removeButton = b ? (
    <WriteControl businessId={b.id} verb="delete" hide>
      <Button variant="danger" onClick={onRemove} loading={remove.isPending}>
        {t("business.remove")}
      </Button>
    </WriteControl>
  ) : null;
  const profile = (
    <ProfileTab
      key={b?.id ?? "new"}
      business={b}
      defaultEmail={me.data?.email}
      readOnly={readOnly}
      onSave={save}
      removeButton={removeButton}
    />
  );

  return (
    <>
      {element}
      <Dialog
        open={hasINodes}
        role="alertdialog"
        onOpenChange={setHasINodes}
        title={t("business.remove")}
        description={t("Remove-Business-Remind-Msg")}
        actions={<Button onClick={() => setHasINodes(false)}>{t("OK")}</Button>}
      />
      {readOnly ? <Alert tone="warning">{t("business.readOnly")}</Alert> : null}
      {!b ? (
        profile
      ) : (
        <Tabs.Root value={view.tab} onValueChange={(v) => setView({ tab: v as BusinessEditorTab })}>
          <Tabs.List className={ui.tabList} aria-label={t("business.editor.title")}>
            {TABS.map((k) => (
              <Tabs.Trigger key={k} value={k} className={ui.tab}>
                {t(`business.tab.${k}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="profile" className={ui.tabPanel}>
            {profile}
          </Tabs.Content>
          <Tabs.Content value="branding" className={ui.tabPanel}>
            <BrandingTab businessId={b.id} readOnly={readOnly} />
          </Tabs.Content>
          <Tabs.Content value="subscribers" className={cx(ui.tabPanel, s.grid2)}>
            <EmailListEditor businessId={b.id} kind="inode" readOnly={readOnly} />
            <EmailListEditor businessId={b.id} kind="report" readOnly={readOnly} />
          </Tabs.Content>
          <Tabs.Content value="developer" className={ui.tabPanel}>
            <DeveloperKeyTab businessId={b.id} readOnly={readOnly} />
          </Tabs.Content>
          <Tabs.Content value="website" className={ui.tabPanel}>
            <WebsiteTab businessId={b.id} readOnly={readOnly} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </>
  );
}

import { isPorticoError } from "@portico/sdk";
import { type MenuType, type ModuleType, markModuleFlags, newModuleId } from "@portico/sdk/rules";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { activitiesKeys } from "../../data/activitiesKeys";
import { useSetActivityPreview, useUpdateActivity } from "../../data/activityEditor";
import type { Activity, ActivityPreview, EditorContent, Module, ModuleProfile } from "../../data/activityEditorTypes";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import { ActivityLinks } from "./ActivityLinks";
import { AnalyticsPanel } from "./AnalyticsPanel";
import { AutoSaveIndicator } from "./AutoSaveIndicator";
import { activityDiff, differsFromRunning, previewBody, toEditorContent } from "./activityDiff";
import { CmxPanel } from "./CmxPanel";
import * as s from "./editor.css";
import { CheckboxField } from "./fields";
import { INodePicker } from "./INodePicker";
import { AddModuleDialog, ModuleDialog } from "./lazyDialogs";
import { MobileWebPanel } from "./MobileWebPanel";
import { ModuleList, moveItem } from "./ModuleList";
import { PortalPreview } from "./PortalPreview";
import { SkipModulesSummary } from "./SkipModulesSummary";
import { TosPanel } from "./TosPanel";
import { UsageControlPanel } from "./UsageControlPanel";
import { useAutoSave } from "./useAutoSave";
import { WhiteListPanel } from "./WhiteListPanel";

/** The most modules an activity holds (contract: ActivityContent.modules maxItems). */
export const MAX_MODULES = 30;

/** Props of {@link EditorBody}. */
export interface EditorBodyProps {
  businessId: number;
  activity: Activity;
  preview: ActivityPreview;
  menuType: MenuType | undefined;
}

/** A write the server refused for who is asking (a read-only sub-account); other failures keep what was typed. */
const refused = (err: unknown) => isPorticoError(err) && err.status === 403;

/**
 * The editor once both copies are loaded: the working copy, auto-save into the preview copy and Save. The head
 * always says whether the preview copy is saved and whether it differs from the running copy; a refused write
 * puts the screen back to what the server holds.
 */
export function EditorBody({ businessId, activity, preview, menuType }: EditorBodyProps) {
  const { t } = usePortico();
  const toast = useToast();
  const activityId = activity.id;
  const setPreview = useSetActivityPreview(businessId, activityId);
  const update = useUpdateActivity(businessId, activityId);
  const queryClient = useQueryClient();
  const auto = useAutoSave(async (body: ReturnType<typeof previewBody>) => {
    try {
      return await setPreview.mutateAsync(body);
    } catch (err) {
      if (refused(err)) void revert();
      throw err;
    }
  });
  const { confirm, element: confirmElement } = useConfirm();
  const [draft, setDraft] = useState<EditorContent>(() => toEditorContent(preview));
  // The latest copy, so two changes in one tick build on each other.
  const latest = useRef(draft);
  const [adding, setAdding] = useState(false);
  // A module being added: stored only when its dialog is confirmed (Done), dropped on Cancel.
  const [fresh, setFresh] = useState<Module | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [skipOpen, setSkipOpen] = useState(false);
  const [resetVisitors, setResetVisitors] = useState(false);
  const [deployedTo, setDeployedTo] = useState<string[] | undefined>(undefined);

  const change = (patch: Partial<EditorContent>) => {
    const next = { ...latest.current, ...patch };
    if (patch.modules) next.modules = markModuleFlags(patch.modules);
    latest.current = next;
    setDraft(next);
    auto.schedule(previewBody(next));
  };
  const setModules = (modules: Module[]) => change({ modules });
  // Back to the server's copies: what waits to be written is dropped, the working copy is the stored preview.
  const revert = async () => {
    auto.discard();
    const keys = [activitiesKeys.preview(businessId, activityId), activitiesKeys.activity(businessId, activityId)];
    await Promise.all(keys.map((queryKey) => queryClient.refetchQueries({ queryKey })));
    const held = queryClient.getQueryData<ActivityPreview>(keys[0]!);
    if (!held) return;
    latest.current = toEditorContent(held);
    setDraft(latest.current);
  };

  const pick = (mode: ModuleType) => {
    setAdding(false);
    const profile: ModuleProfile = { name: t(`editor.type.${mode}`), mode };
    if (mode === "banner-list" || mode === "carousel") profile.items = [{ imageUrl: "" }];
    setFresh({ id: newModuleId(), profile });
  };
  const remove = async (index: number) => {
    if (!(await confirm({ message: t("editor.modules.removeConfirm"), danger: true }))) return;
    setModules(latest.current.modules.filter((_, i) => i !== index));
  };
  const save = async () => {
    try {
      await auto.flush().catch(() => {});
      const diff = activityDiff(activity, latest.current);
      const saved = await update.mutateAsync({ ...diff, ...(resetVisitors ? { resetVisitors: true } : {}) });
      setDeployedTo(saved.deployedTo);
      setResetVisitors(false);
      toast.success(t("editor.savedToast"));
    } catch (err) {
      toast.error(err);
      if (refused(err)) await revert();
    }
  };

  // The module dialog edits a stored module, or the one being added (after the stored ones).
  const dialogModules = fresh ? [...draft.modules, fresh] : draft.modules;
  const dialogIndex = fresh ? draft.modules.length : editing;
  const editingModule = dialogIndex === null ? undefined : dialogModules[dialogIndex];
  const differs = differsFromRunning(activity, draft);
  return (
    <>
      <div className={s.head}>
        <TextField
          className={s.grow}
          label={t("editor.name")}
          value={draft.profile.name ?? ""}
          maxLength={100}
          onChange={(name) => change({ profile: { ...latest.current.profile, name } })}
        />
        <AutoSaveIndicator status={auto.status} error={auto.error} differs={differs} />
        <CheckboxField label={t("editor.resetVisitors")} checked={resetVisitors} onChange={setResetVisitors} />
        <WriteControl businessId={businessId} verb="put">
          <Button onClick={() => void save()} loading={update.isPending}>
            {t("editor.save")}
          </Button>
        </WriteControl>
      </div>
      <div className={s.layout}>
        <div className={s.column}>
          <ModuleList
            modules={draft.modules}
            onAdd={() =>
              draft.modules.length >= MAX_MODULES ? toast.error(t("editor.modules.tooMany")) : setAdding(true)
            }
            onEdit={setEditing}
            onRemove={(i) => void remove(i)}
            onMove={(from, to) => setModules(moveItem(latest.current.modules, from, to))}
          />
          <SkipModulesSummary
            businessId={businessId}
            activityId={activityId}
            value={draft.skipModules}
            grantAppId={activity.profile.grantAppId}
            open={skipOpen}
            onOpenChange={setSkipOpen}
            onChange={(skipModules) => change({ skipModules })}
          />
          <TosPanel content={draft} onChange={change} />
          <MobileWebPanel businessId={businessId} content={draft} onChange={change} />
          <UsageControlPanel content={draft} onChange={change} />
          <WhiteListPanel content={draft} onChange={change} />
          <AnalyticsPanel content={draft} onChange={change} />
          <CmxPanel
            activityId={activityId}
            content={draft}
            onChange={change}
            beforeValidate={() => auto.flush().catch(() => {})}
          />
          <INodePicker businessId={businessId} content={draft} onChange={change} />
        </div>
        <div className={s.column}>
          <section className={s.section} aria-labelledby="portico-editor-preview">
            <h3 id="portico-editor-preview" className={s.sectionTitle}>
              {t("editor.preview.title")}
            </h3>
            <PortalPreview
              content={draft}
              businessId={businessId}
              title={draft.profile.mobileWeb?.title || draft.profile.name}
            />
          </section>
          <ActivityLinks links={update.data?.links ?? activity.links} deployedTo={deployedTo} />
        </div>
      </div>
      <AddModuleDialog open={adding} menuType={menuType} onPick={pick} onCancel={() => setAdding(false)} />
      <ModuleDialog
        key={editingModule?.id ?? "none"}
        businessId={businessId}
        activityId={activityId}
        modules={dialogModules}
        index={editingModule ? dialogIndex : null}
        onCancel={() => {
          setFresh(null);
          setEditing(null);
        }}
        onDone={(profile) => {
          if (fresh) setModules([...latest.current.modules, { ...fresh, profile }]);
          else if (editing !== null)
            setModules(latest.current.modules.map((m, i) => (i === editing ? { ...m, profile } : m)));
          setFresh(null);
          setEditing(null);
        }}
      />
      {confirmElement}
    </>
  );
}

import type { Project } from "../data/businessTypes";
import { useCreateProject, useProjects, useRemoveProject, useUpdateProject } from "../data/projects";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { useConfirm } from "../ui/Confirm";
import { FormDialog } from "../ui/FormDialog";
import { TextField } from "../ui/TextField";
import { useToast } from "../ui/Toast";
import { useForm } from "../ui/useForm";
import { businessMessages } from "./i18n";

/** Props of {@link ProjectEditor}. */
export interface ProjectEditorProps {
  businessId: number;
  projectId: number | "new";
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved?(p: Project): void;
  onRemoved?(appId: number): void;
}

/**
 * Adds, renames or removes an event project (removal confirms Remove-Project-Remind-Msg).
 * @example <ProjectEditor businessId={bid} projectId="new" open={open} onOpenChange={setOpen} onSaved={(p) => setAppId(p.appId)} />
 */
export function ProjectEditor(props: ProjectEditorProps) {
  useAreaMessages(businessMessages);
  // Mounted per opening and per project, so each one starts from the project's name.
  return props.open ? <ProjectForm key={String(props.projectId)} {...props} /> : null;
}

function ProjectForm({ businessId, projectId, onOpenChange, onSaved, onRemoved }: ProjectEditorProps) {
  const { t } = usePortico();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const projects = useProjects(businessId);
  const create = useCreateProject(businessId);
  const update = useUpdateProject(businessId);
  const remove = useRemoveProject(businessId);
  const existing = projectId === "new" ? undefined : projects.data?.find((p) => p.appId === projectId);
  const title = t(projectId === "new" ? "project.editor.titleNew" : "project.editor.title");
  const close = () => onOpenChange(false);
  if (projectId !== "new" && !existing) {
    const missing = !!(projects.error || projects.data);
    return (
      <FormDialog
        open
        onClose={close}
        title={title}
        formError={missing ? t("error.NOT_FOUND") : null}
        onSubmit={() => {}}
        submitLabel={t("business.save")}
        hideSubmit
      >
        {missing ? null : <p role="status">{t("Loading")}</p>}
      </FormDialog>
    );
  }
  return (
    <ProjectFields
      title={title}
      initialName={existing?.name ?? t("My Project")}
      onClose={close}
      onSubmit={async (name) => {
        const saved = existing
          ? await update.mutateAsync({ appId: existing.appId, name })
          : await create.mutateAsync(name);
        toast.success(t("project.saved"));
        onSaved?.(saved);
        close();
      }}
      extra={
        existing ? (
          <>
            {element}
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={async () => {
                if (!(await confirm({ message: t("Remove-Project-Remind-Msg"), danger: true }))) return;
                try {
                  await remove.mutateAsync(existing.appId);
                  toast.success(t("project.removed"));
                  onRemoved?.(existing.appId);
                  close();
                } catch (e) {
                  toast.error(e);
                }
              }}
            >
              {t("project.remove")}
            </Button>
          </>
        ) : null
      }
    />
  );
}

function ProjectFields(p: {
  title: string;
  initialName: string;
  onClose(): void;
  onSubmit(name: string): Promise<void>;
  extra: React.ReactNode;
}) {
  const { t } = usePortico();
  const form = useForm({
    initialValues: { name: p.initialName },
    validate: (v) => ({ name: !v.name.trim() || v.name.length > 100 ? t("project.error.name") : null }),
    onSubmit: (v) => p.onSubmit(v.name.trim()),
  });
  return (
    <FormDialog
      open
      onClose={p.onClose}
      title={p.title}
      formError={form.formError}
      onSubmit={form.handleSubmit}
      submitLabel={t("business.save")}
      busy={form.submitting}
      extraActions={p.extra}
    >
      <TextField label={t("project.field.name")} maxLength={100} autoFocus {...form.field("name")} />
    </FormDialog>
  );
}

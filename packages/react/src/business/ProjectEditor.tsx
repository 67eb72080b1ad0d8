import type { Project } from "../data/businessTypes";
import { useCreateProject, useProjects, useRemoveProject, useUpdateProject } from "../data/projects";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { useConfirm } from "../ui/Confirm";
import { Dialog } from "../ui/Dialog";
import { Form, FormError } from "../ui/Form";
import { TextField } from "../ui/TextField";
import { useToast } from "../ui/Toast";
import { useForm } from "../ui/useForm";
import * as s from "./business.css";
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
  const { t } = usePortico();
  const isNew = props.projectId === "new";
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t(isNew ? "project.editor.titleNew" : "project.editor.title")}
    >
      {props.open ? <ProjectForm key={String(props.projectId)} {...props} /> : null}
    </Dialog>
  );
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
  if (projectId !== "new" && !existing) {
    return projects.error || projects.data ? (
      <FormError error={t("error.NOT_FOUND")} />
    ) : (
      <p role="status">{t("Loading")}</p>
    );
  }
  return (
    <ProjectFields
      initialName={existing?.name ?? t("My Project")}
      onSubmit={async (name) => {
        const saved = existing
          ? await update.mutateAsync({ appId: existing.appId, name })
          : await create.mutateAsync(name);
        toast.success(t("project.saved"));
        onSaved?.(saved);
        onOpenChange(false);
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
                  onOpenChange(false);
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

function ProjectFields(p: { initialName: string; onSubmit(name: string): Promise<void>; extra: React.ReactNode }) {
  const { t } = usePortico();
  const form = useForm({
    initialValues: { name: p.initialName },
    validate: (v) => ({ name: !v.name.trim() || v.name.length > 100 ? t("project.error.name") : null }),
    onSubmit: (v) => p.onSubmit(v.name.trim()),
  });
  return (
    <Form onSubmit={form.handleSubmit}>
      <FormError error={form.formError} />
      <TextField label={t("project.field.name")} maxLength={100} autoFocus {...form.field("name")} />
      <div className={s.footer}>
        <span>{p.extra}</span>
        <Button type="submit" loading={form.submitting}>
          {t("business.save")}
        </Button>
      </div>
    </Form>
  );
}

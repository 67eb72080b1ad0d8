import { Component, type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import type { AddModuleDialogProps } from "./AddModuleDialog";
import * as s from "./editor.css";
import type { ModuleDialogProps } from "./ModuleDialog";
import type { SkipModuleDialogProps } from "./SkipModuleDialog";

// The editor's dialogs (a module's settings with every module type's fields, the skip modules, the type picker)
// load on first open, so the activities entry chunk carries none of them.

/** React.lazy that tries the import again on the next mount after a failed one (React caches the failure). */
function retryingLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load()
        .then((c) => ({ default: c }))
        .catch((err: unknown) => {
          current = make();
          throw err;
        }),
    );
  let current = make();
  return (props: P) => {
    const Loaded = current;
    return <Loaded {...props} />;
  };
}

/** Shows a chunk that did not load as an alert the user can dismiss, instead of unmounting the editor. */
class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The loading state while a dialog's chunk loads, and its error state when it does not. */
function DialogLoader({ onCancel, children }: { onCancel(): void; children: ReactNode }) {
  const { t } = usePortico();
  return (
    <LoadBoundary
      fallback={
        <div role="alert" className={s.row}>
          <span className={s.errorText}>{t("error.NETWORK_ERROR")}</span>
          <Button variant="secondary" onClick={onCancel}>
            {t("editor.cancel")}
          </Button>
        </div>
      }
    >
      <Suspense
        fallback={
          <p role="status" className={s.muted}>
            {t("Loading")}
          </p>
        }
      >
        {children}
      </Suspense>
    </LoadBoundary>
  );
}

const ModuleDialogChunk = retryingLazy(() => import("./ModuleDialog").then((m) => m.ModuleDialog));
const SkipModuleDialogChunk = retryingLazy(() => import("./SkipModuleDialog").then((m) => m.SkipModuleDialog));
const AddModuleDialogChunk = retryingLazy(() => import("./AddModuleDialog").then((m) => m.AddModuleDialog));

/** {@link ModuleDialogProps}: loads the module dialog when a module is edited; nothing while closed. */
export function ModuleDialog(props: ModuleDialogProps) {
  if (props.index === null) return null;
  return (
    <DialogLoader onCancel={props.onCancel}>
      <ModuleDialogChunk {...props} />
    </DialogLoader>
  );
}

/** {@link SkipModuleDialogProps}: loads the skip-modules dialog when it opens; nothing while closed. */
export function SkipModuleDialog(props: SkipModuleDialogProps) {
  if (!props.open) return null;
  return (
    <DialogLoader onCancel={props.onCancel}>
      <SkipModuleDialogChunk {...props} />
    </DialogLoader>
  );
}

/** {@link AddModuleDialogProps}: loads the module type picker when it opens; nothing while closed. */
export function AddModuleDialog(props: AddModuleDialogProps) {
  if (!props.open) return null;
  return (
    <DialogLoader onCancel={props.onCancel}>
      <AddModuleDialogChunk {...props} />
    </DialogLoader>
  );
}

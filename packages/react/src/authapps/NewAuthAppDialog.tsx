import { useId } from "react";
import { useCreateAuthApp } from "../data/authApps";
import type { AuthApp, AuthAppProvider } from "../data/authAppTypes";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { useToast } from "../ui/Toast";
import { AuthAppForm } from "./AuthAppForm";
import { authAppMessages } from "./i18n";

/** Props of {@link NewAuthAppDialog}. */
export interface NewAuthAppDialogProps {
  businessId: number;
  /** The provider picked; null = closed. */
  provider: AuthAppProvider | null;
  onClose(): void;
  onCreated?(app: AuthApp): void;
}

/**
 * The edit dialog that follows the provider picker: a new app's every field; it closes once the server saved it.
 * @example <NewAuthAppDialog businessId={bid} provider={picked} onClose={() => setPicked(null)} />
 */
export function NewAuthAppDialog({ businessId, provider, onClose, onCreated }: NewAuthAppDialogProps) {
  useAreaMessages(authAppMessages);
  const { t } = usePortico();
  const toast = useToast();
  const formId = useId();
  const create = useCreateAuthApp(businessId);
  return (
    <Dialog
      open={provider !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t("authapps.new.title", { provider: provider ? t(`authapps.provider.${provider}`) : "" })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {t("authapps.create")}
          </Button>
        </>
      }
    >
      {provider ? (
        <AuthAppForm
          id={formId}
          provider={provider}
          onSubmit={async (input) => {
            const app = await create.mutateAsync(input);
            toast.success(t("authapps.toast.add"));
            onCreated?.(app);
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}

import { useState } from "react";
import { type AccountKind, useChangePassword } from "../data/accountProfile";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Form, FormError } from "../ui/Form";
import { PasswordField } from "../ui/PasswordField";
import { useToast } from "../ui/Toast";
import { useForm } from "../ui/useForm";
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from "../ui/validate";
import * as s from "./account.css";
import { formErrorBesides, withFieldError } from "./fieldErrors";

/**
 * Current, new and confirmed password. A wrong current password shows WRONG_PASSWORD on its field; any failure
 * keeps what was typed; success toasts and clears the fields.
 */
export function ChangePasswordForm({ kind }: { kind: AccountKind }) {
  // A new key after a success remounts the form empty.
  const [round, setRound] = useState(0);
  return <PasswordFormRound key={round} kind={kind} onDone={() => setRound((r) => r + 1)} />;
}

function PasswordFormRound({ kind, onDone }: { kind: AccountKind; onDone(): void }) {
  const { t } = usePortico();
  const toast = useToast();
  const change = useChangePassword(kind);
  const form = useForm({
    initialValues: { oldPassword: "", newPassword: "", confirm: "" },
    validate: (v) => {
      const next = newPasswordProblem(v.newPassword);
      return {
        oldPassword: v.oldPassword ? null : t("validation.required"),
        newPassword: next && t(next, { min: MIN_PASSWORD_LENGTH }),
        confirm: !v.confirm
          ? t("validation.required")
          : v.confirm !== v.newPassword
            ? t("validation.passwordMatch")
            : null,
      };
    },
    onSubmit: async (v) => {
      try {
        await change.mutateAsync({ oldPassword: v.oldPassword, newPassword: v.newPassword });
      } catch (err) {
        throw withFieldError(err, "WRONG_PASSWORD", "oldPassword", t("error.WRONG_PASSWORD"));
      }
      toast.success(t("account.password.changed"));
      onDone();
    },
  });
  return (
    <Form onSubmit={form.handleSubmit} aria-label={t("account.password.title")}>
      <FormError error={formErrorBesides(form.formError, form.errorOf("oldPassword"))} />
      <PasswordField label={t("account.password.old")} autoComplete="current-password" {...form.field("oldPassword")} />
      <PasswordField label={t("field.newPassword")} autoComplete="new-password" {...form.field("newPassword")} />
      <PasswordField label={t("field.confirmPassword")} autoComplete="new-password" {...form.field("confirm")} />
      <div className={s.formActions}>
        <Button type="submit" loading={form.submitting}>
          {t("account.password.submit")}
        </Button>
      </div>
    </Form>
  );
}

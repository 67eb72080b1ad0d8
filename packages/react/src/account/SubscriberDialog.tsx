import { PorticoError } from "@portico/sdk";
import { useState } from "react";
import type { BusinessOption } from "../data/businessOptions";
import { type Subscriber, useCreateSubscriber, useUpdateSubscriber } from "../data/subscribers";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { Alert } from "../ui/Form";
import { FormDialog } from "../ui/FormDialog";
import { PasswordField } from "../ui/PasswordField";
import { TextField } from "../ui/TextField";
import { useToast } from "../ui/Toast";
import { useForm } from "../ui/useForm";
import { emailProblem, MIN_PASSWORD_LENGTH, newPasswordProblem } from "../ui/validate";
import * as s from "./account.css";
import { type AccessLevel, accessLevelOf, aclFromLevels, mposFromRoles, type PosRole, posRoleOf } from "./acl";
import { BusinessGrants } from "./BusinessGrants";
import { formErrorBesides, withFieldError } from "./fieldErrors";

/** Props of {@link SubscriberDialog}. */
export interface SubscriberDialogProps {
  /** The sub-account to edit, or "new". */
  subscriber: Subscriber | "new";
  /** The owner's businesses; undefined while they load. */
  businesses: BusinessOption[] | undefined;
  businessesError?: unknown;
  onClose(): void;
}

/** Business ids named by server field errors such as `acl/12` or `mpos/12`. */
function grantErrors(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const fields = err instanceof PorticoError ? err.fields : undefined;
  for (const [key, text] of Object.entries(fields ?? {})) {
    const m = /(?:^|\/)(?:acl|mpos)\/(\d+)$/.exec(key);
    if (m?.[1]) out[m[1]] = text;
  }
  return out;
}

/**
 * Adds or edits a sub-account: name, e-mail, a password (required when adding, optional when editing) and, per
 * business, access (full, read-only, none) and point-of-sale role. Server field errors land on their fields.
 */
export function SubscriberDialog({ subscriber, businesses, businessesError, onClose }: SubscriberDialogProps) {
  const { t } = usePortico();
  const toast = useToast();
  const create = useCreateSubscriber();
  const update = useUpdateSubscriber();
  const existing = subscriber === "new" ? null : subscriber;
  const [levels, setLevels] = useState<Record<string, AccessLevel>>({});
  const [roles, setRoles] = useState<Record<string, PosRole>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Until the user picks, a business shows what the sub-account has now ("none" for a new one).
  const levelOf = (id: number) => levels[id] ?? accessLevelOf(existing?.profile.acl[String(id)]);
  const roleOf = (id: number) => roles[id] ?? posRoleOf(existing?.profile.mpos[String(id)]);

  const form = useForm({
    initialValues: { name: existing?.profile.name ?? "", email: existing?.profile.email ?? "", password: "" },
    validate: (v) => {
      const email = emailProblem(v.email);
      const pw = existing && !v.password ? null : newPasswordProblem(v.password);
      return { email: email && t(email), password: pw && t(pw, { min: MIN_PASSWORD_LENGTH }) };
    },
    onSubmit: async (v) => {
      setErrors({});
      const ids = (businesses ?? []).map((b) => b.id);
      const acl = aclFromLevels(Object.fromEntries(ids.map((id) => [id, levelOf(id)])), existing?.profile.acl);
      const mpos = mposFromRoles(Object.fromEntries(ids.map((id) => [id, roleOf(id)])), existing?.profile.mpos);
      const name = v.name.trim();
      try {
        if (existing) {
          await update.mutateAsync({
            subscriberId: existing.subscriberId,
            body: { name, email: v.email.trim(), acl, mpos, ...(v.password ? { password: v.password } : {}) },
          });
        } else {
          await create.mutateAsync({
            ...(name ? { name } : {}),
            email: v.email.trim(),
            password: v.password,
            acl,
            mpos,
          });
        }
      } catch (err) {
        setErrors(grantErrors(err));
        throw withFieldError(err, "EMAIL_TAKEN", "email", t("error.EMAIL_TAKEN"));
      }
      toast.success(existing ? t("account.users.saved") : t("account.users.created"));
      onClose();
    },
  });

  let grants = null;
  if (businessesError) grants = <Alert tone="danger">{errorMessage(t, businessesError)}</Alert>;
  else if (!businesses) grants = <p role="status">{t("Loading")}</p>;
  else if (!businesses.length) grants = <p className={s.muted}>{t("account.users.noBusinesses")}</p>;
  else
    grants = (
      <BusinessGrants
        businesses={businesses}
        levelOf={levelOf}
        roleOf={roleOf}
        onLevel={(id, level) => setLevels((l) => ({ ...l, [id]: level }))}
        onRole={(id, role) => setRoles((r) => ({ ...r, [id]: role }))}
        errors={errors}
        disabled={form.submitting}
      />
    );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={existing ? t("account.users.editTitle") : t("account.users.addTitle")}
      formError={formErrorBesides(form.formError, form.errorOf("email"))}
      onSubmit={form.handleSubmit}
      submitLabel={t("account.save")}
      busy={form.submitting}
    >
      <TextField label={t("field.name")} autoComplete="off" maxLength={100} {...form.field("name")} />
      <TextField label={t("field.email")} type="email" autoComplete="off" {...form.field("email")} />
      <PasswordField
        label={existing ? t("field.newPassword") : t("field.password")}
        autoComplete="new-password"
        hint={existing ? t("account.users.passwordKeep") : undefined}
        {...form.field("password")}
      />
      <div>
        <p className={s.groupTitle}>{t("account.users.access")}</p>
        <p className={s.muted}>{t("account.users.accessHint")}</p>
        {grants}
      </div>
    </FormDialog>
  );
}

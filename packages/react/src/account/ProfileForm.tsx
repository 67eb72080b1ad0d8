import { type AccountProfileData, useUpdateAccountProfile } from "../data/accountProfile";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Form, FormError } from "../ui/Form";
import { TextField } from "../ui/TextField";
import { useToast } from "../ui/Toast";
import { useForm } from "../ui/useForm";
import { emailProblem } from "../ui/validate";
import * as s from "./account.css";
import { formErrorBesides, withFieldError } from "./fieldErrors";

/** Name and e-mail of an owner, or only the e-mail of a sub-account (the spec's rule), saved with one button. */
export function ProfileForm({ profile }: { profile: AccountProfileData }) {
  const { t } = usePortico();
  const toast = useToast();
  const owner = profile.kind === "owner";
  const update = useUpdateAccountProfile(profile.kind);
  const form = useForm({
    initialValues: { name: profile.name ?? "", email: profile.email },
    validate: (v) => {
      const email = emailProblem(v.email);
      return { name: owner && !v.name.trim() ? t("validation.required") : null, email: email && t(email) };
    },
    onSubmit: async (v) => {
      const email = v.email.trim();
      const emailChanged = email.toLowerCase() !== profile.email.toLowerCase();
      try {
        await update.mutateAsync(owner ? { name: v.name.trim(), email } : { email });
      } catch (err) {
        throw withFieldError(err, "EMAIL_TAKEN", "email", t("error.EMAIL_TAKEN"));
      }
      toast.success(owner && emailChanged ? t("account.profile.verifySent") : t("account.profile.saved"), 3000);
    },
  });
  return (
    <Form onSubmit={form.handleSubmit} aria-label={t("account.profile.title")}>
      {owner ? null : <p className={s.note}>{t("account.profile.subscriberNote")}</p>}
      <FormError error={formErrorBesides(form.formError, form.errorOf("email"))} />
      {owner ? <TextField label={t("field.name")} autoComplete="name" maxLength={100} {...form.field("name")} /> : null}
      <TextField label={t("field.email")} type="email" autoComplete="email" {...form.field("email")} />
      <div className={s.formActions}>
        <Button type="submit" loading={form.submitting}>
          {t("account.save")}
        </Button>
      </div>
    </Form>
  );
}

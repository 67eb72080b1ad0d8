import { useState } from "react";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert, Form, FormError } from "../ui/Form";
import { TextField } from "../ui/TextField";
import { useForm } from "../ui/useForm";
import { emailProblem } from "../ui/validate";
import { AuthCard, AuthFooter, AuthLink } from "./AuthCard";

/** Props of {@link ForgotPassword}. */
export interface ForgotPasswordProps {
  /** Pre-filled e-mail. */
  defaultEmail?: string;
}

/**
 * Asks for a reset link (POST /auth/forgot_password/). Always ends in the same neutral "if the account exists,
 * we sent a link" message so the form does not reveal which e-mails have accounts.
 * @example <ForgotPassword />
 */
export function ForgotPassword({ defaultEmail = "" }: ForgotPasswordProps) {
  const { client, t, locale } = usePortico();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: defaultEmail },
    validate: (v) => {
      const email = emailProblem(v.email);
      return { email: email && t(email) };
    },
    onSubmit: async (v) => {
      const email = v.email.trim();
      await client.POST("/auth/forgot_password/", { body: { email, lang: locale } });
      setSentTo(email);
    },
  });

  return (
    <AuthCard title={t("forgot.title")} subtitle={sentTo ? undefined : t("forgot.desc")}>
      {sentTo ? (
        <Alert tone="success">{t("forgot.sent", { email: sentTo })}</Alert>
      ) : (
        <Form onSubmit={form.handleSubmit} aria-label={t("forgot.title")}>
          <FormError error={form.formError} />
          <TextField label={t("field.email")} type="email" autoComplete="email" {...form.field("email")} />
          <Button type="submit" loading={form.submitting}>
            {t("forgot.submit")}
          </Button>
        </Form>
      )}
      <AuthFooter>
        <AuthLink to="/login">{t("forgot.back")}</AuthLink>
      </AuthFooter>
    </AuthCard>
  );
}

import { useState } from "react";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert, Form, FormError } from "../ui/Form";
import { PasswordField } from "../ui/PasswordField";
import { TextField } from "../ui/TextField";
import { useForm } from "../ui/useForm";
import { emailProblem, MIN_PASSWORD_LENGTH, newPasswordProblem } from "../ui/validate";
import { AuthCard, AuthFooter, AuthLink } from "./AuthCard";

/** Props of {@link SignUp}. */
export interface SignUpProps {
  /** Called once the server accepted the sign-up (the widget then shows "check your e-mail"). */
  onSignedUp?(email: string): void;
}

/**
 * Owner sign-up (POST /auth/signup/) with e-mail, password (8+ characters) and an optional name. The server
 * answers alike whether or not the address already has an account (so the form reveals no accounts): the
 * widget then asks to check the inbox, where a verification link or an "you already have an account" note
 * waits, and links to sign-in.
 * @example <SignUp onSignedUp={(email) => track("signup", email)} />
 */
export function SignUp({ onSignedUp }: SignUpProps) {
  const { client, t, locale } = usePortico();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: "", email: "", password: "" },
    validate: (v) => {
      const email = emailProblem(v.email);
      const password = newPasswordProblem(v.password);
      return { email: email && t(email), password: password && t(password, { min: MIN_PASSWORD_LENGTH }) };
    },
    onSubmit: async (v) => {
      const email = v.email.trim();
      await client.POST("/auth/signup/", {
        body: {
          email,
          password: v.password,
          lang: locale,
          ...(v.name.trim() ? { name: v.name.trim() } : {}),
        },
      });
      setSentTo(email);
      onSignedUp?.(email);
    },
  });

  if (sentTo) {
    return (
      <AuthCard title={t("signUp.sentTitle")}>
        <Alert tone="success">{t("signUp.sent", { email: sentTo })}</Alert>
        <AuthFooter>
          <AuthLink to={`/login?email=${encodeURIComponent(sentTo)}`}>{t("signUp.toSignIn")}</AuthLink>
        </AuthFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("signUp.title")}>
      <Form onSubmit={form.handleSubmit} aria-label={t("signUp.title")}>
        <FormError error={form.formError} />
        <TextField label={t("field.name")} autoComplete="name" {...form.field("name")} />
        <TextField label={t("field.email")} type="email" autoComplete="email" {...form.field("email")} />
        <PasswordField label={t("field.password")} autoComplete="new-password" {...form.field("password")} />
        <Button type="submit" loading={form.submitting}>
          {t("signUp.submit")}
        </Button>
      </Form>
      <AuthFooter>
        {t("signUp.haveAccount")} <AuthLink to="/login">{t("signUp.toSignIn")}</AuthLink>
      </AuthFooter>
    </AuthCard>
  );
}

import { signIn } from "@portico/sdk";
import { useId } from "react";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Form, FormError } from "../ui/Form";
import { PasswordField } from "../ui/PasswordField";
import * as s from "../ui/styles.css";
import { TextField } from "../ui/TextField";
import { useForm } from "../ui/useForm";
import { emailProblem } from "../ui/validate";
import { AuthCard, AuthFooter, AuthLink } from "./AuthCard";

/** A new session handed to the host: store `token` (the console keeps it in the `token` cookie). */
export interface SignedIn {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  kind: "owner" | "subscriber";
}

/** Props of {@link SignIn}. */
export interface SignInProps {
  onSignedIn(session: SignedIn): void;
  /** Start in sub-account mode. @default false */
  defaultSubscriber?: boolean;
  /** Pre-filled e-mail. */
  defaultEmail?: string;
  /** Hide the link to sign-up (hosts without self sign-up). @default false */
  hideSignUp?: boolean;
}

/**
 * Sign-in for owners (`/auth/token`, client `portico-console`) and sub-accounts (`/auth/subscriber_login`),
 * switched by the "Sign in as a sub-account" toggle. A failure shows the translated reason and keeps the input.
 * @example <SignIn onSignedIn={({ token }) => { setCookie("token", token); navigate("/"); }} />
 */
export function SignIn({ onSignedIn, defaultSubscriber = false, defaultEmail = "", hideSignUp }: SignInProps) {
  const { client, t } = usePortico();
  const toggleId = useId();
  const form = useForm({
    initialValues: { email: defaultEmail, password: "", subscriber: defaultSubscriber },
    validate: (v) => {
      const email = emailProblem(v.email);
      return { email: email && t(email), password: v.password ? null : t("validation.required") };
    },
    onSubmit: async (v) => {
      const session = await signIn(client, {
        email: v.email.trim(),
        password: v.password,
        subscriber: v.subscriber,
        clientId: "portico-console",
      });
      onSignedIn(session);
    },
  });
  const subscriber = form.values.subscriber;

  return (
    <AuthCard title={t("signIn.title")} subtitle={subscriber ? t("signIn.subtitleSubscriber") : t("signIn.subtitle")}>
      <Form onSubmit={form.handleSubmit} aria-label={t("signIn.title")}>
        <FormError error={form.formError} />
        <TextField label={t("field.email")} type="email" autoComplete="username" {...form.field("email")} />
        <PasswordField label={t("field.password")} autoComplete="current-password" {...form.field("password")} />
        <label htmlFor={toggleId} className={s.checkboxRow}>
          <input
            id={toggleId}
            type="checkbox"
            checked={subscriber}
            onChange={(e) => form.setValue("subscriber", e.currentTarget.checked)}
          />
          {t("signIn.subscriberToggle")}
        </label>
        <Button type="submit" loading={form.submitting}>
          {t("signIn.submit")}
        </Button>
      </Form>
      <AuthFooter>
        <AuthLink to="/forgot-password">{t("signIn.forgot")}</AuthLink>
      </AuthFooter>
      {hideSignUp ? null : (
        <AuthFooter>
          {t("signIn.noAccount")} <AuthLink to="/signup">{t("signIn.toSignUp")}</AuthLink>
        </AuthFooter>
      )}
    </AuthCard>
  );
}

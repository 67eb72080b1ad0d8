import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Form, FormError } from "../ui/Form";
import { PasswordField } from "../ui/PasswordField";
import { TextField } from "../ui/TextField";
import { useForm } from "../ui/useForm";
import { emailProblem, MIN_PASSWORD_LENGTH, newPasswordProblem } from "../ui/validate";
import { AuthCard, AuthFooter, AuthLink } from "./AuthCard";
import type { SignedIn } from "./SignIn";

/** Props of {@link SignUp}. */
export interface SignUpProps {
  /** The new owner is signed in at once; a verification e-mail goes out in the current language. */
  onSignedUp(session: SignedIn): void;
}

/**
 * Owner sign-up (POST /auth/signup/) with e-mail, password (8+ characters) and an optional name.
 * @example <SignUp onSignedUp={({ token }) => { setCookie("token", token); navigate("/"); }} />
 */
export function SignUp({ onSignedUp }: SignUpProps) {
  const { client, t, locale } = usePortico();
  const form = useForm({
    initialValues: { name: "", email: "", password: "" },
    validate: (v) => {
      const email = emailProblem(v.email);
      const password = newPasswordProblem(v.password);
      return { email: email && t(email), password: password && t(password, { min: MIN_PASSWORD_LENGTH }) };
    },
    onSubmit: async (v) => {
      const { data } = await client.POST("/auth/signup/", {
        body: {
          email: v.email.trim(),
          password: v.password,
          lang: locale,
          ...(v.name.trim() ? { name: v.name.trim() } : {}),
        },
      });
      onSignedUp({ token: data.access_token, expiresIn: data.expires_in, kind: "owner" });
    },
  });

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

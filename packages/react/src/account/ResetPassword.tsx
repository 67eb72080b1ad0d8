import { useState } from "react";
import { errorCode } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert, Form, FormError } from "../ui/Form";
import { PasswordField } from "../ui/PasswordField";
import { useForm } from "../ui/useForm";
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from "../ui/validate";
import { AuthCard, AuthFooter, AuthLink } from "./AuthCard";

/** Props of {@link ResetPassword}. */
export interface ResetPasswordProps {
  /** The `token` query parameter of the e-mailed link `/reset-password?token=...`. */
  token: string;
}

/**
 * Chooses a new password with the e-mailed token (POST /auth/reset_password): new password and its confirmation
 * must match; on success it links to sign-in, on an expired link to a new request.
 * @example <ResetPassword token={new URLSearchParams(location.search).get("token") ?? ""} />
 */
export function ResetPassword({ token }: ResetPasswordProps) {
  const { client, t } = usePortico();
  const [done, setDone] = useState(false);
  const [badToken, setBadToken] = useState(!token);
  const form = useForm({
    initialValues: { password: "", confirm: "" },
    validate: (v) => {
      const password = newPasswordProblem(v.password);
      return {
        password: password && t(password, { min: MIN_PASSWORD_LENGTH }),
        confirm: !v.confirm
          ? t("validation.required")
          : v.confirm !== v.password
            ? t("validation.passwordMatch")
            : null,
      };
    },
    onSubmit: async (v) => {
      try {
        await client.POST("/auth/reset_password", { body: { token, password: v.password } });
        setDone(true);
      } catch (err) {
        if (errorCode(err) === "INVALID_RESET_TOKEN") setBadToken(true);
        throw err;
      }
    },
  });

  if (done) {
    return (
      <AuthCard title={t("reset.title")}>
        <Alert tone="success">{t("reset.done")}</Alert>
        <AuthFooter>
          <AuthLink to="/login">{t("signUp.toSignIn")}</AuthLink>
        </AuthFooter>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("reset.title")}>
      {!token ? (
        <Alert tone="danger" title={t("Error")}>
          {t("reset.missingToken")}
        </Alert>
      ) : (
        <Form onSubmit={form.handleSubmit} aria-label={t("reset.title")}>
          <FormError error={form.formError} />
          <PasswordField label={t("field.newPassword")} autoComplete="new-password" {...form.field("password")} />
          <PasswordField label={t("field.confirmPassword")} autoComplete="new-password" {...form.field("confirm")} />
          <Button type="submit" loading={form.submitting}>
            {t("reset.submit")}
          </Button>
        </Form>
      )}
      <AuthFooter>
        {badToken ? <AuthLink to="/forgot-password">{t("reset.requestNew")}</AuthLink> : null}{" "}
        <AuthLink to="/login">{t("forgot.back")}</AuthLink>
      </AuthFooter>
    </AuthCard>
  );
}

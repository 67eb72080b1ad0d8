import type { PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { porticoKeys } from "../provider/keys";
import { fetchMe } from "../provider/useMe";
import { Button } from "../ui/Button";
import { Alert, Form, FormError } from "../ui/Form";
import * as s from "../ui/styles.css";
import { TextField } from "../ui/TextField";
import { useForm } from "../ui/useForm";
import { emailProblem } from "../ui/validate";
import { AuthCard, AuthFooter, AuthLink } from "./AuthCard";

/** Props of {@link VerifyEmail}. */
export interface VerifyEmailProps {
  /** The `token` query parameter of the e-mailed link `/verify-email?token=...`. */
  token: string;
}

/** Confirms an e-mail address with the token from the verification link (GET /auth/verify_email). */
export async function verifyEmail(client: PorticoClient, token: string): Promise<true> {
  await client.GET("/auth/verify_email", { params: { query: { token } } });
  return true;
}

/**
 * Verifies the e-mail of the link on mount and shows the result; a failed or expired link offers to resend.
 * The footer leads a signed-in visitor on to the console (`/`), anyone else back to sign-in.
 * The call runs once per token (a query, so a strict-mode double mount does not spend the token twice).
 * @example <VerifyEmail token={new URLSearchParams(location.search).get("token") ?? ""} />
 */
export function VerifyEmail({ token }: VerifyEmailProps) {
  const { client, t, locale } = usePortico();
  const result = useQuery({
    queryKey: [...porticoKeys.all, "verifyEmail", token],
    queryFn: () => verifyEmail(client, token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  // A visitor who is signed in (the link opened in the console's browser) goes on into the console, not back to
  // sign-in. Asked once the verification settled, so the account read is the verified one.
  const me = useQuery({
    queryKey: porticoKeys.me(),
    queryFn: () => fetchMe(client),
    enabled: !token || !result.isPending,
    retry: false,
  });
  const [resent, setResent] = useState(false);
  const form = useForm({
    initialValues: { email: "" },
    validate: (v) => {
      const email = emailProblem(v.email);
      return { email: email && t(email) };
    },
    onSubmit: async (v) => {
      await client.POST("/auth/resend_email/", { body: { email: v.email.trim(), lang: locale } });
      setResent(true);
    },
  });

  let status = null;
  if (!token)
    status = (
      <Alert tone="danger" title={t("Error")}>
        {t("error.INVALID_VERIFY_TOKEN")}
      </Alert>
    );
  else if (result.isPending) status = <p role="status">{t("verify.checking")}</p>;
  else if (result.isError)
    status = (
      <Alert tone="danger" title={t("Error")}>
        {errorMessage(t, result.error)}
      </Alert>
    );
  else status = <Alert tone="success">{t("verify.done")}</Alert>;

  const showResend = !token || result.isError;
  return (
    <AuthCard title={t("verify.title")}>
      <div className={s.stack}>
        {status}
        {showResend && resent ? <Alert tone="success">{t("verify.resent")}</Alert> : null}
        {showResend && !resent ? (
          <Form onSubmit={form.handleSubmit} aria-label={t("verify.resend")}>
            <p className={s.subtitle}>{t("verify.resendDesc")}</p>
            <FormError error={form.formError} />
            <TextField label={t("field.email")} type="email" autoComplete="email" {...form.field("email")} />
            <Button type="submit" variant="secondary" loading={form.submitting}>
              {t("verify.resend")}
            </Button>
          </Form>
        ) : null}
      </div>
      <AuthFooter>
        {me.isSuccess ? (
          <AuthLink to="/">{t("verify.continue")}</AuthLink>
        ) : (
          <AuthLink to="/login">{t("forgot.back")}</AuthLink>
        )}
      </AuthFooter>
    </AuthCard>
  );
}

import { usePortico } from "@portico/react";
import { ForgotPassword, ResetPassword, SignIn, SignUp, VerifyEmail } from "@portico/react/account";
import { useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { saveToken } from "../session";

/** After a sign-in: keep the token in its cookie, drop another account's cache, open the console. */
function useSignedIn() {
  const { navigate } = usePortico();
  const queryClient = useQueryClient();
  return ({ token, expiresIn }: { token: string; expiresIn: number }) => {
    saveToken(token, expiresIn);
    queryClient.clear();
    navigate("/");
  };
}

/** /login (?email= pre-fills the address, as the sign-up's "check your e-mail" page links to it) */
export function LoginPage() {
  const [params] = useSearchParams();
  return <SignIn onSignedIn={useSignedIn()} defaultEmail={params.get("email") ?? ""} />;
}

/** /signup: ends in "check your e-mail"; the new owner then signs in. */
export function SignUpPage() {
  return <SignUp />;
}

/** /forgot-password */
export function ForgotPasswordPage() {
  return <ForgotPassword />;
}

/** /reset-password?token= (the link e-mailed by forgot password) */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <ResetPassword token={params.get("token") ?? ""} />;
}

/** /verify-email?token= (the link e-mailed on sign-up) */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  return <VerifyEmail token={params.get("token") ?? ""} />;
}

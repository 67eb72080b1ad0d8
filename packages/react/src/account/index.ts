/** `@portico/react/account`: sign-in, sign-up, password and e-mail flows, and the account status gate. */

export type { AccountStatusGateProps } from "./AccountStatusGate";
export { AccountStatusGate } from "./AccountStatusGate";
export type { ForgotPasswordProps } from "./ForgotPassword";
export { ForgotPassword } from "./ForgotPassword";
export type { ResetPasswordProps } from "./ResetPassword";
export { ResetPassword } from "./ResetPassword";
export type { SignedIn, SignInProps } from "./SignIn";
export { SignIn } from "./SignIn";
export type { SignUpProps } from "./SignUp";
export { SignUp } from "./SignUp";
export type { VerifyEmailProps } from "./VerifyEmail";
export { VerifyEmail, verifyEmail } from "./VerifyEmail";
export { emailProblem, isEmail, MIN_PASSWORD_LENGTH, newPasswordProblem } from "./validate";

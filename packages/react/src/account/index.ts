/** `@portico/react/account`: sign-in, sign-up, password and e-mail flows, the account status gate, profile and users. */

export type { AccountProfileProps } from "./AccountProfile";
export { AccountProfile } from "./AccountProfile";
export type { AccountStatusGateProps } from "./AccountStatusGate";
export { AccountStatusGate } from "./AccountStatusGate";
export type { AccountUsersProps } from "./AccountUsers";
export { AccountUsers, USERS_PAGE_SIZE } from "./AccountUsers";
export type { AccessLevel, Acl, AclVerbs, Mpos, MposRoles, PosRole } from "./acl";
export {
  ACCESS_LEVELS,
  accessLevelOf,
  accessLevels,
  aclFromLevels,
  BUSINESS_LIST_KEY,
  defaultSubscriberAcl,
  mposFromRoles,
  POS_ROLES,
  posRoleOf,
  posRoles,
} from "./acl";
export type { ForgotPasswordProps } from "./ForgotPassword";
export { ForgotPassword } from "./ForgotPassword";
export { accountKeys } from "./keys";
export type { ResetPasswordProps } from "./ResetPassword";
export { ResetPassword } from "./ResetPassword";
export type { SignedIn, SignInProps } from "./SignIn";
export { SignIn } from "./SignIn";
export type { SignUpProps } from "./SignUp";
export { SignUp } from "./SignUp";
export type { AccountKind, AccountProfileData, ProfileChange } from "./useAccountProfile";
export {
  fetchAccountProfile,
  invalidateAccountProfile,
  prefetchAccountProfile,
  useAccountProfile,
  useChangePassword,
  useUpdateAccountProfile,
} from "./useAccountProfile";
export type { BusinessOption } from "./useBusinessOptions";
export {
  fetchBusinessOptions,
  invalidateBusinessOptions,
  prefetchBusinessOptions,
  useBusinessOptions,
} from "./useBusinessOptions";
export type { CreateSubscriberRequest, Subscriber, UpdateSubscriberRequest } from "./useSubscribers";
export {
  fetchSubscribers,
  invalidateSubscribers,
  prefetchSubscribers,
  useCreateSubscriber,
  useRemoveSubscriber,
  useSubscribers,
  useUpdateSubscriber,
} from "./useSubscribers";
export type { VerifyEmailProps } from "./VerifyEmail";
export { VerifyEmail, verifyEmail } from "./VerifyEmail";
export { emailProblem, isEmail, MIN_PASSWORD_LENGTH, newPasswordProblem } from "./validate";

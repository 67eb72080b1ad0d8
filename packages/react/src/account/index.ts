/** `@portico/react/account`: sign-in, sign-up, password and e-mail flows, the account status gate, profile and users. */

export { accountKeys } from "../data/accountKeys";
export type { AccountKind, AccountProfileData, ProfileChange } from "../data/accountProfile";
export {
  fetchAccountProfile,
  invalidateAccountProfile,
  prefetchAccountProfile,
  useAccountProfile,
  useChangePassword,
  useUpdateAccountProfile,
} from "../data/accountProfile";
export type { BusinessOption } from "../data/businessOptions";
export {
  fetchBusinessOptions,
  invalidateBusinessOptions,
  prefetchBusinessOptions,
  useBusinessOptions,
} from "../data/businessOptions";
export type { CreateSubscriberRequest, Subscriber, UpdateSubscriberRequest } from "../data/subscribers";
export {
  fetchSubscribers,
  invalidateSubscribers,
  prefetchSubscribers,
  useCreateSubscriber,
  useRemoveSubscriber,
  useSubscribers,
  useUpdateSubscriber,
} from "../data/subscribers";
export { emailProblem, isEmail, MIN_PASSWORD_LENGTH, newPasswordProblem } from "../ui/validate";
export type { AccountProfileProps } from "./AccountProfile";
export { AccountProfile } from "./AccountProfile";
export type { AccountStatusGateProps } from "./AccountStatusGate";
export { AccountStatusGate } from "./AccountStatusGate";
export type { AccountUsersProps, AccountUsersState } from "./AccountUsers";
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
export type { ResetPasswordProps } from "./ResetPassword";
export { ResetPassword } from "./ResetPassword";
export type { SignedIn, SignInProps } from "./SignIn";
export { SignIn } from "./SignIn";
export type { SignUpProps } from "./SignUp";
export { SignUp } from "./SignUp";
export type { VerifyEmailProps } from "./VerifyEmail";
export { VerifyEmail, verifyEmail } from "./VerifyEmail";

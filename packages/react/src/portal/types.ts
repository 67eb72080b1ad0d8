import type { components } from "@portico/sdk";

type Schemas = components["schemas"];

/** Where a guest is in an activity's module chain (the contract's PortalSession). */
export type PortalSession = Schemas["PortalSession"];
/** One module as a guest gets it. */
export type PortalModule = Schemas["PortalModule"];
/** A module's settings (the contract's ModuleProfile). */
export type PortalModuleProfile = Schemas["ModuleProfile"];
/** A coupon the guest got. */
export type PortalCoupon = Schemas["PortalCoupon"];
/** A member or SMS sign-in (the contract's PortalSignInRequest). */
export type PortalSignIn = Schemas["PortalSignInRequest"];
/** What the SMS code call answers. */
export type SmsCodeSent = Schemas["SmsCodeSent"];
/** The content of an activity (running or preview copy), as the editor holds it. */
export type ActivityContent = Schemas["ActivityContent"];
/** Continue or skip. */
export type PortalStepAction = Schemas["PortalStepRequest"]["action"];
/** A survey's answers by field name. */
export type PortalAnswers = Schemas["PortalAnswersRequest"]["answers"];

/**
 * What a guest can do in a {@link PortalView}. Each may return a promise: one that rejects means the call failed
 * (the view keeps what the guest typed and shows `error`). `onSendCode` may resolve to the contract's
 * SmsCodeSent (`retryAfter`). The editor's preview passes no-ops.
 */
export interface PortalCallbacks {
  onStep(moduleId: string, action: PortalStepAction): unknown;
  onSendCode(phone: string): unknown;
  onSignIn(body: PortalSignIn): unknown;
  onAnswers(moduleId: string, answers: PortalAnswers): unknown;
  onClaimCoupon(moduleId: string): unknown;
  onLang(code: string): void;
  /**
   * Tells the server the guest accepted the terms (the live portal: it sends and signs in only afterwards). Without
   * it (the editor's preview) ticking the checkbox is enough.
   */
  onAcceptTerms?(): unknown;
  /**
   * Starts signing in with a custom authentication app (`app:<id>` of a login module): the live portal sends the
   * guest to the app's authorize URL. Without it those buttons show disabled.
   */
  onOAuth?(appId: number): unknown;
}

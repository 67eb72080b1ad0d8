/**
 * `@portico/react/portal`: the guest portal. `PortalView` renders an activity's module chain (shared by the
 * live portal and the editor's preview), `GuestPortal` runs it for a link against the public portal calls.
 * Kept apart from the admin areas so guests on captive networks load little.
 */

export { formatExpiry } from "./GrantedScreen";
export type { GuestPortalProps } from "./GuestPortal";
export { GuestPortal } from "./GuestPortal";
export { portalMessages } from "./i18n";
export { PortalLanguageScope } from "./PortalLanguageScope";
export type { PortalViewProps } from "./PortalView";
export { PortalView } from "./PortalView";
export { matchPortalLanguage, portalLocaleCode, portalUiLocale } from "./portalLocale";
export type { PortalTexts } from "./portalTexts";
export { loadPortalTexts, primePortalTexts } from "./portalTexts";
export type { PreviewSessionOptions } from "./previewSession";
export { previewSession } from "./previewSession";
export type {
  ActivityContent,
  PortalAnswers,
  PortalCallbacks,
  PortalCoupon,
  PortalModule,
  PortalModuleProfile,
  PortalSession,
  PortalSignIn,
  PortalStepAction,
  SmsCodeSent,
} from "./types";
export { openPortalSession, portalKeys, usePortalSession } from "./usePortalSession";

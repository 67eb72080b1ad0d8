import { useAreaMessages } from "../i18n/useAreaMessages";
import { uploadMessages } from "./i18n";

/**
 * Adds the upload texts to the provider's i18n instance (`useAreaMessages`: English bundled, the user's language
 * loaded on first use; host texts in the provider's `messages` are never overwritten).
 */
export function useUploadMessages(): void {
  useAreaMessages(uploadMessages);
}

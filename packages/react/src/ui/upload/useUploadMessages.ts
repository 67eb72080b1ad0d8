import { usePortico } from "../../provider/context";
import { uploadMessages } from "./i18n";

/**
 * Adds the upload texts to the provider's i18n instance, like `useAreaMessages`, but through `usePortico()` so
 * that the `ui` entry point does not pull react-i18next in. Host texts (provider `messages`) are never overwritten.
 */
export function useUploadMessages(): void {
  const { i18n } = usePortico();
  for (const [lng, texts] of Object.entries(uploadMessages)) {
    const missing = Object.keys(texts).some((k) => !i18n.exists(k, { lng, fallbackLng: false }));
    if (missing) i18n.addResourceBundle(lng, "translation", texts, true, false);
  }
}

import { useId, useState } from "react";
import type { AuthAppProvider } from "../data/authAppTypes";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { SHOWN_PROVIDERS } from "./authAppRules";
import * as s from "./authapps.css";
import { authAppMessages } from "./i18n";

/** Props of {@link ProviderPicker}. */
export interface ProviderPickerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(provider: AuthAppProvider): void;
}

/**
 * The first step of adding an authentication app: which provider. Only oauth2 is shown (line, google and
 * facebook exist but are hidden, part 3).
 * @example <ProviderPicker open={open} onOpenChange={setOpen} onPick={startEditing} />
 */
export function ProviderPicker({ open, onOpenChange, onPick }: ProviderPickerProps) {
  useAreaMessages(authAppMessages);
  const { t } = usePortico();
  const name = useId();
  const [picked, setPicked] = useState<AuthAppProvider>(SHOWN_PROVIDERS[0]!);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("authapps.picker.title")}
      description={t("authapps.picker.description")}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("Cancel")}
          </Button>
          <Button onClick={() => onPick(picked)}>{t("authapps.picker.next")}</Button>
        </>
      }
    >
      <ul className={s.providerList} aria-label={t("authapps.picker.title")}>
        {SHOWN_PROVIDERS.map((p) => (
          <li key={p}>
            <label className={s.providerOption}>
              <input type="radio" name={name} value={p} checked={picked === p} onChange={() => setPicked(p)} />
              <span>
                <strong>{t(`authapps.provider.${p}`)}</strong>
                <br />
                <span className={s.muted}>{t(`authapps.provider.${p}.hint`)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

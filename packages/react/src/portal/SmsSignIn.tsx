import { type FormEvent, useState } from "react";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Form } from "../ui/Form";
import { TextField } from "../ui/TextField";
import * as s from "./portal.css";
import { errorFields, fieldText, succeeded } from "./portalErrors";
import type { PortalCallbacks, SmsCodeSent } from "./types";
import { useCountdown } from "./useCountdown";

const PHONE = /^\+?[0-9]{6,15}$/;
const CODE = /^[0-9]{6}$/;
/** The wait before another code when the host does not say (the server's default). */
const DEFAULT_RETRY = 60;

/** Props of {@link SmsSignIn}. */
export interface SmsSignInProps extends Pick<PortalCallbacks, "onSendCode" | "onSignIn"> {
  busy?: boolean | undefined;
  error?: unknown;
}

/** SMS sign-in: the phone, 'Send code' (then a countdown before another), and the 6-digit code. */
export function SmsSignIn({ busy, error, onSendCode, onSignIn }: SmsSignInProps) {
  const { t } = usePortico();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<{ to: string; retryAfter: number; n: number } | null>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  const left = useCountdown(`sms-${sent?.n ?? 0}`, sent?.retryAfter ?? 0);
  const server = errorFields(error);
  const shown = (field: string) => fieldText(t, local[field] ?? server[field]);
  const cleanPhone = phone.replace(/[\s()-]/g, "");

  const send = async () => {
    if (!PHONE.test(cleanPhone)) {
      setLocal({ phone: cleanPhone ? "portal.invalid.phone" : "required" });
      return;
    }
    setLocal({});
    const result = await succeeded(() => onSendCode(cleanPhone));
    if (result === false) return;
    setSent((prev) => ({
      to: cleanPhone,
      retryAfter: (result as SmsCodeSent | undefined)?.retryAfter ?? DEFAULT_RETRY,
      n: (prev?.n ?? 0) + 1,
    }));
  };
  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!sent) return send();
    if (!CODE.test(code.trim())) {
      setLocal({ code: code.trim() ? "portal.invalid.code" : "required" });
      return;
    }
    setLocal({});
    await succeeded(() => onSignIn({ method: "sms", phone: sent.to, code: code.trim() }));
  };
  return (
    <Form onSubmit={verify}>
      <TextField
        label={t("portal.sms.phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={setPhone}
        error={shown("phone")}
      />
      <Button variant={sent ? "secondary" : "primary"} className={s.wide} disabled={left > 0 || busy} onClick={send}>
        {left > 0 ? t("portal.sms.resendIn", { seconds: left }) : t("portal.sms.send")}
      </Button>
      {sent ? (
        <>
          <p role="status" className={s.muted}>
            {t("portal.sms.sent", { phone: sent.to })}
          </p>
          <TextField
            label={t("portal.sms.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={setCode}
            error={shown("code")}
          />
          <Button type="submit" className={s.wide} loading={busy}>
            {t("portal.sms.submit")}
          </Button>
        </>
      ) : null}
    </Form>
  );
}

import { type FormEvent, useEffect, useState } from "react";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Form } from "../ui/Form";
import { TextField } from "../ui/TextField";
import * as s from "./portal.css";
import { errorFields, fieldText, succeeded } from "./portalErrors";
import type { PortalCallbacks } from "./types";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Props of {@link MemberSignIn}. */
export interface MemberSignInProps extends Pick<PortalCallbacks, "onSignIn"> {
  busy?: boolean | undefined;
  error?: unknown;
}

/** The member form: e-mail and password; a name field appears when the server asks for one (a new member). */
export function MemberSignIn({ busy, error, onSignIn }: MemberSignInProps) {
  const { t } = usePortico();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [needName, setNeedName] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = errorFields(error);
  useEffect(() => {
    if (server.name) setNeedName(true);
  }, [server.name]);
  const shown = (field: string) => fieldText(t, local[field] ?? server[field]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!EMAIL.test(email.trim())) problems.email = email.trim() ? "portal.invalid.email" : "required";
    if (password.length < 6) problems.password = password ? "portal.invalid.password" : "required";
    if (needName && !name.trim()) problems.name = "required";
    setLocal(problems);
    if (Object.keys(problems).length) return;
    await succeeded(() =>
      onSignIn({ method: "member", email: email.trim(), password, ...(needName ? { name: name.trim() } : {}) }),
    );
  };
  return (
    <Form onSubmit={submit}>
      <TextField
        label={t("portal.member.email")}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={shown("email")}
      />
      <TextField
        label={t("portal.member.password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={shown("password")}
      />
      {needName ? (
        <TextField
          label={t("portal.member.name")}
          autoComplete="name"
          hint={t("portal.member.nameHint")}
          value={name}
          onChange={setName}
          error={shown("name")}
        />
      ) : null}
      <Button type="submit" className={s.wide} loading={busy}>
        {t("portal.member.submit")}
      </Button>
    </Form>
  );
}

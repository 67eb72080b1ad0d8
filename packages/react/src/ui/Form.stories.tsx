import type { Story, StoryDefault } from "@ladle/react";
import { PorticoError } from "@portico/sdk";
import type { Locale } from "../i18n/detectLocale";
import { usePortico } from "../provider/context";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { Button } from "./Button";
import { Form, FormError } from "./Form";
import { PasswordField } from "./PasswordField";
import { TextField } from "./TextField";
import { useForm } from "./useForm";
import { emailProblem, newPasswordProblem } from "./validate";

export default { title: "UI / Form fields" } satisfies StoryDefault;

// A form whose submit always fails with a server `fields` error, to show inline and form-level errors.
function Demo() {
  const { t } = usePortico();
  const form = useForm({
    initialValues: { email: "taken@portico.dev", password: "" },
    validate: (v) => {
      const e = emailProblem(v.email);
      const p = newPasswordProblem(v.password);
      return { email: e && t(e), password: p && t(p, { min: 8 }) };
    },
    onSubmit: async () => {
      await new Promise((r) => setTimeout(r, 600));
      throw new PorticoError({
        status: 409,
        code: "EMAIL_TAKEN",
        message: "An account with this e-mail already exists",
        fields: { email: t("error.EMAIL_TAKEN") },
      });
    },
  });
  return (
    <div style={{ maxWidth: 360 }}>
      <Form onSubmit={form.handleSubmit}>
        <FormError error={form.formError} />
        <TextField label={t("field.email")} type="email" hint={t("forgot.desc")} {...form.field("email")} />
        <PasswordField label={t("field.password")} {...form.field("password")} />
        <div style={{ display: "flex", gap: 8 }}>
          <Button type="submit" loading={form.submitting}>
            {t("signUp.submit")}
          </Button>
          <Button variant="secondary">{t("Cancel")}</Button>
          <Button variant="danger">{t("Close")}</Button>
          <Button variant="link">{t("signIn.forgot")}</Button>
        </div>
      </Form>
    </div>
  );
}

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <Demo />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <Demo />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

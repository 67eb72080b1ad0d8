import { PorticoError } from "@portico/sdk";
import { RULE_TEXTS } from "@portico/sdk/rules";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { editorPath } from "./paths";
import { type DetailForm, useDetailForm } from "./useDetailForm";

const MASK = "detail/network/lan/0/netmask";
const NAME = "name";
let form: DetailForm<Record<string, unknown>> | null = null;

function Probe({ err }: { err: PorticoError }) {
  form = useDetailForm<Record<string, unknown>>({
    initial: { name: "x", detail: {} },
    validate: () => new Map(),
    onSubmit: () => Promise.reject(err),
  });
  return <output data-testid="mask">{form.errorOf(editorPath(MASK))}</output>;
}

describe("useDetailForm and a refused save", () => {
  it("translates the server's field keys in the widget's language, else shows the server's text", async () => {
    // The server answered in English (no lang cookie reached it); the widget speaks Japanese.
    const err = new PorticoError({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Invalid network settings",
      fields: { [MASK]: "Enter a valid netmask such as 255.255.255.0.", [NAME]: "Server text" },
      fieldProblems: { [MASK]: { key: "validation.netmask" } },
    });
    renderWithPortico(<Probe err={err} />, { baseUrl: "http://127.0.0.1:1", locale: "ja" });
    await act(async () => {
      await form!.submit();
    });
    expect(screen.getByTestId("mask").textContent).toBe(RULE_TEXTS.ja["validation.netmask"]);
    expect(form!.errorOf(editorPath(NAME))).toBe("Server text");
  });
});

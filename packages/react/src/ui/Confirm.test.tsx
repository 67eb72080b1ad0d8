import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { usePortico } from "../provider/context";
import { useConfirm } from "./Confirm";

let ask: () => Promise<boolean>;
function Host() {
  const { t } = usePortico();
  const { confirm, element } = useConfirm();
  ask = () => confirm({ message: t("Do you want to log out?") });
  return element;
}

describe("useConfirm", () => {
  it("resolves true on OK and false on Cancel, in the current language", async () => {
    renderWithPortico(<Host />, { baseUrl: "http://127.0.0.1:1", locale: "ru" });
    const user = userEvent.setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = ask();
    });
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Вы действительно хотите выйти?");
    await user.click(screen.getByRole("button", { name: "ОК" }));
    await expect(answer).resolves.toBe(true);
    act(() => {
      answer = ask();
    });
    await user.click(await screen.findByRole("button", { name: "Отмена" }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

function Asker({ danger }: { danger: boolean }) {
  const { confirm, element } = useConfirm();
  ask = () => confirm({ message: "Delete it?", danger });
  return element;
}

describe("Confirm's first focus", () => {
  it("starts on Cancel for a destructive question, so Enter answers no", async () => {
    renderWithPortico(<Asker danger />, { baseUrl: "http://127.0.0.1:1" });
    let answer!: Promise<boolean>;
    act(() => {
      answer = ask();
    });
    const cancel = await screen.findByRole("button", { name: "Cancel" });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await userEvent.setup().keyboard("{Enter}");
    await expect(answer).resolves.toBe(false);
  });

  it("starts on OK for a harmless question", async () => {
    renderWithPortico(<Asker danger={false} />, { baseUrl: "http://127.0.0.1:1" });
    act(() => {
      void ask();
    });
    const ok = await screen.findByRole("button", { name: "OK" });
    await waitFor(() => expect(document.activeElement).toBe(ok));
  });
});

import { act, screen } from "@testing-library/react";
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

import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { Button } from "./Button";
import { WriteControl, WriteFieldset } from "./WriteControl";

configure({ asyncUtilTimeout: 10_000 });

let srv: TestServer;
let owner: string;
let staff: string;
beforeAll(async () => {
  srv = await startTestServer();
  const client = createPorticoClient({ baseUrl: srv.url });
  owner = (await signIn(client, { email: "demo@portico.dev", password: "portico-demo" })).token;
  staff = (await signIn(client, { email: "staff@portico.dev", password: "portico-staff", subscriber: true })).token;
});
afterAll(() => srv?.close());

function Controls({ onAdd }: { onAdd(): void }) {
  return (
    <>
      <WriteControl businessId={1} verb="post">
        <Button onClick={onAdd}>Add</Button>
      </WriteControl>
      <WriteControl businessId={1} verb="delete" hide>
        <Button>Remove</Button>
      </WriteControl>
      <WriteFieldset businessId={1}>
        <input aria-label="Name" />
      </WriteFieldset>
    </>
  );
}

describe("write controls follow the caller's permission (the café: owner full, staff get only)", () => {
  it("the owner gets every control enabled and marked", async () => {
    const onAdd = vi.fn();
    renderWithPortico(<Controls onAdd={onAdd} />, { baseUrl: srv.url, token: owner });
    const remove = await screen.findByRole("button", { name: "Remove" });
    expect(remove.getAttribute("data-portico-write")).toBe("delete");
    const add = screen.getByRole("button", { name: "Add" });
    await waitFor(() => expect(add.getAttribute("aria-disabled")).toBeNull());
    expect(add.getAttribute("data-portico-write")).toBe("post");
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect((screen.getByLabelText("Name").closest("fieldset") as HTMLFieldSetElement).disabled).toBe(false),
    );
  });

  it("the read-only sub-account: Add disabled with the reason and inert, Remove hidden, the fieldset disabled", async () => {
    const onAdd = vi.fn();
    renderWithPortico(<Controls onAdd={onAdd} />, { baseUrl: srv.url, token: staff, locale: "en" });
    const add = screen.getByRole("button", { name: "Add" });
    await waitFor(() =>
      expect(add.getAttribute("title")).toBe("Read-only access: you cannot add anything to this business."),
    );
    expect(add.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    expect((screen.getByLabelText("Name").closest("fieldset") as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.getByText("Read-only access: you can view this business but not change it.")).toBeTruthy();
  });
});

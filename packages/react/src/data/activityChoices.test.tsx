import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { demoApi } from "../../test/testApi";
import { useActivities, useBusinessActivities, useCreateActivity } from "./activities";

let srv: TestServer;
let demo: Awaited<ReturnType<typeof demoApi>>;
beforeAll(async () => {
  srv = await startTestServer();
  demo = await demoApi(srv.url);
});
afterAll(() => srv?.close());

/** The activity choices (schedule, SSID, module pickers) beside the list's own add. */
function ChoicesAndAdd({ name }: { name: string }) {
  const choices = useActivities(1);
  const list = useBusinessActivities(1);
  const create = useCreateActivity(1);
  return (
    <div>
      <ul aria-label="choices">
        {(choices.data ?? []).map((a) => (
          <li key={a.id}>{a.name}</li>
        ))}
      </ul>
      <span>list {list.data?.length ?? "-"}</span>
      <button type="button" onClick={() => create.mutate({ name })}>
        add
      </button>
    </div>
  );
}

describe("one cache entry for a business's activities", () => {
  it("an add through the list's mutation also reaches the activity choices (no second, stale copy)", async () => {
    const before = (await demo.call("GET", "/v3/businesses/1/activities")) as unknown[];
    const user = userEvent.setup();
    renderWithPortico(<ChoicesAndAdd name="Choice Refresh Check" />, { baseUrl: srv.url, token: demo.token });
    await screen.findByText(`list ${before.length}`, undefined, { timeout: 5000 });
    expect(screen.queryByText("Choice Refresh Check")).toBeNull();
    await user.click(screen.getByRole("button", { name: "add" }));
    // The spec's reload comes 1 s after an add; the choices read the same entry, so they refresh with it.
    await screen.findByText("Choice Refresh Check", undefined, { timeout: 5000 });
    await waitFor(() => expect(screen.getByText(`list ${before.length + 1}`)).toBeTruthy());
  });
});

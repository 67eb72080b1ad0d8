import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, type Mock } from "vitest";

/**
 * The view-state check of a list widget rendered with `state={{ pageSize: 10 }}` and `onStateChange`: the host's
 * page size is shown (the default would be another), and a size the user picks goes out as the whole next state.
 */
export async function expectHostPageSize(onStateChange: Mock): Promise<void> {
  const size = (await screen.findByLabelText("Rows per page")) as HTMLSelectElement;
  // 5 is offered once there is a row: the list has loaded.
  await waitFor(() => expect([...size.options].map((o) => o.value)).toContain("5"));
  expect(size.value).toBe("10");
  await userEvent.setup().selectOptions(size, "5");
  expect(onStateChange).toHaveBeenLastCalledWith({ page: 0, pageSize: 5 });
}

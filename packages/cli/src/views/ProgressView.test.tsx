import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { ProgressView } from "./ProgressView";

describe("ProgressView", () => {
  it("draws a bar filled in proportion, with the count and the detail", () => {
    const { lastFrame, rerender } = render(
      <ProgressView title="Binding" done={0} total={4} detail="0 bound" width={8} />,
    );
    expect(lastFrame()).toBe("Binding\n░░░░░░░░ 0/4  0 bound");
    rerender(<ProgressView title="Binding" done={3} total={4} detail="3 bound" width={8} />);
    expect(lastFrame()).toBe("Binding\n██████░░ 3/4  3 bound");
  });
});

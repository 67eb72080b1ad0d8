import { describe, expect, it } from "vitest";
import { activityListQuery, activityListStateOf } from "./activityListState";

describe("activity list state in the query string", () => {
  it("reads activityName, activityId, type and page, ignoring junk", () => {
    expect(activityListStateOf(new URLSearchParams("activityName=Cof&activityId=3&type=modules&page=2"))).toEqual({
      activityName: "Cof",
      activityId: 3,
      type: "modules",
      page: 2,
    });
    expect(activityListStateOf(new URLSearchParams("activityId=x&page=1"))).toEqual({});
  });

  it("writes a new state and keeps the project", () => {
    const q = activityListQuery(new URLSearchParams("project=4&activityName=a&page=3"), { activityName: "ab" });
    expect(q.toString()).toBe("project=4&activityName=ab");
  });
});

import { describe, expect, it } from "vitest";
import { buildMenu } from "../routes/menu";
import { type RouteDef, routeTable } from "../routes/routeTable";
import { guideActive, guideDoneCount, guideHidden, guideStep } from "./guideMode";

const allExisting: RouteDef[] = routeTable.map((r) => ({ ...r, exists: true }));
const all = { isFirstActivityDone: true, isFirstConfigGroupDone: true, isFirstINodeGroupDone: true };

describe("guide mode", () => {
  it("progresses no activity -> no configuration group -> no iNode group -> complete", () => {
    expect(guideStep(undefined)).toBe("activity");
    expect(guideStep({ isFirstConfigGroupDone: true, isFirstINodeGroupDone: true })).toBe("activity");
    expect(guideStep({ isFirstActivityDone: true })).toBe("configGroup");
    expect(guideStep({ isFirstActivityDone: true, isFirstConfigGroupDone: true })).toBe("iNodeGroup");
    expect(guideStep(all)).toBe("complete");
    expect(guideDoneCount({ isFirstActivityDone: true })).toBe(1);
    expect(guideDoneCount(all)).toBe(3);
  });
  it("applies to the wifi menu type only, when enabled and not complete", () => {
    expect(guideActive("wifi", { enableGuideMode: true })).toBe(true);
    expect(guideActive("wifi", { enableGuideMode: false })).toBe(false);
    expect(guideActive("wifi", { enableGuideMode: true, ...all })).toBe(false);
    expect(guideActive("default", { enableGuideMode: true })).toBe(false);
    expect(guideActive("wifi", undefined)).toBe(false);
  });
  it("hides the wifi, short URL, apps, performance and remarketing menus until the steps are done", () => {
    const widgets = (status: Parameters<typeof guideHidden>[1]) =>
      buildMenu("wifi", 1, allExisting, guideHidden("wifi", status)).flatMap((g) =>
        g.entries.map((e) => e.route.widget),
      );
    const guided = buildMenu("wifi", 1, allExisting, guideHidden("wifi", { enableGuideMode: true })).map(
      (g) => g.section,
    );
    expect(guided).toEqual(["business", "activities", "channels", "system"]);
    const during = widgets({ enableGuideMode: true, isFirstActivityDone: true });
    expect(during).not.toContain("ShortLinkList");
    expect(during).toContain("ChannelsDashboard");
    expect(during).not.toContain("INodeGroupList");
    const done = widgets({ enableGuideMode: true, ...all });
    expect(done).toContain("ShortLinkList");
    expect(done).toContain("INodeGroupList");
    expect(done).toContain("PerformanceDashboard");
    expect(done).toContain("EdmCampaignList");
    expect(done).toContain("SurveyList");
  });
});

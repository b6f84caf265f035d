import { describe, expect, it } from "vitest";
import type { TCourtListenerAlertsUsage } from "./courtlistener-dockets.js";
import { docketAlertWarnings } from "./docket-alert-warnings.js";

const usage: TCourtListenerAlertsUsage = {
  isConfigured: true,
  isWebhookConfigured: true,
  alertsUsed: 2,
  alertsMax: 5,
  organizationFollows: 4,
  staleFollows: 0,
  disabledFollows: 0,
};

describe("the sources page's docket alert warnings", () => {
  it("say nothing while every followed case's alert is live", () => {
    expect(docketAlertWarnings(usage)).toEqual([]);
  });

  it("count the stale and the disabled follows, one case or several", () => {
    expect(docketAlertWarnings({ ...usage, staleFollows: 1, disabledFollows: 2 })).toEqual([
      "1 followed case will soon stop getting CourtListener's entries: its docket has been quiet for a long time. Choose Follow again on its page to keep them coming.",
      "2 followed cases no longer get CourtListener's entries: CourtListener stopped their alerts. Choose Follow again on each case's page to resume them.",
    ]);
    expect(docketAlertWarnings({ ...usage, staleFollows: 3 })).toEqual([
      expect.stringMatching(/^3 followed cases will soon stop .* their dockets have been quiet/),
    ]);
    expect(docketAlertWarnings({ ...usage, disabledFollows: 1 })).toEqual([
      expect.stringMatching(/^1 followed case no longer gets .* stopped its alert\./),
    ]);
  });
});

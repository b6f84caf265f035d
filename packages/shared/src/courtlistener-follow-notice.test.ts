import { describe, expect, it } from "vitest";
import type { TCourtListenerFollow } from "./courtlistener-dockets.js";
import { courtListenerNotice } from "./courtlistener-follow-notice.js";

const followed: TCourtListenerFollow = {
  isAvailable: true,
  isFollowing: true,
  docketId: 68_000_001,
  followedAt: "2026-01-05T12:00:00.000Z",
  staleSince: null,
  disabledAt: null,
};

describe("the CourtListener card's notice", () => {
  it("says nothing of a live alert or of a case not followed", () => {
    expect(courtListenerNotice(followed)).toBeNull();
    expect(courtListenerNotice({ ...followed, isFollowing: false, docketId: null, followedAt: null })).toBeNull();
  });

  it("warns of a stale alert with the day of the report, in the product's date format", () => {
    expect(courtListenerNotice({ ...followed, staleSince: "2026-11-20T12:00:00.000Z" })).toEqual({
      kind: "stale",
      sentence:
        "CourtListener will soon stop sending this docket's entries: on 20th November 2026 it warned that the case has been quiet for a long time. Follow again to keep them coming.",
    });
  });

  it("says a disabled alert has stopped, whatever an earlier warning said", () => {
    const notice = courtListenerNotice({
      ...followed,
      staleSince: "2026-11-20T12:00:00.000Z",
      disabledAt: "2026-11-27T12:00:00.000Z",
    });
    expect(notice?.kind).toBe("disabled");
    expect(notice?.sentence).toMatch(/^CourtListener stopped sending this docket's entries on 27th November 2026,/);
  });
});

import { bindService } from "../../lib/bind-service.js";
import {
  followOnCourtListener,
  getCourtListenerAlertsUsage,
  getCourtListenerFollow,
  unfollowOnCourtListener,
} from "./courtlistener-docket-alerts.service.js";
import type { CourtListenerDocketDeps } from "./courtlistener-docket-deps.js";
import { receiveCourtListenerEvent } from "./courtlistener-docket-webhook.service.js";

/** CourtListener's docket alerts on cases: following, unfollowing, the account's use, and the webhook's receipt. */
export function createCourtListenerDocketService(deps: CourtListenerDocketDeps) {
  return bindService(deps, {
    getCourtListenerFollow,
    followOnCourtListener,
    unfollowOnCourtListener,
    getCourtListenerAlertsUsage,
    receiveCourtListenerEvent,
  });
}

export type CourtListenerDocketService = ReturnType<typeof createCourtListenerDocketService>;

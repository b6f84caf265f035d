import { bindService } from "../../lib/bind-service.js";
import { storeInboundMessage } from "./inbound-store.js";
import {
  acceptWebhookToken,
  changeInboxAddress,
  deleteQuarantinedMessage,
  dropExpiredRawMessages,
  getInboxOverview,
  listInbox,
  receiveFromProvider,
  releaseInboxMessage,
} from "./inbox.service.js";
import type { InboxDeps } from "./inbox-deps.js";

/** The associate's inbox: its transports store mail once, its jobs answer it, its page lists it. */
export function createInboxService(deps: InboxDeps) {
  return bindService(deps, {
    getInboxOverview,
    listInbox,
    releaseInboxMessage,
    deleteQuarantinedMessage,
    changeInboxAddress,
    dropExpiredRawMessages,
    storeInboundMessage,
    receiveFromProvider,
    acceptWebhookToken,
  });
}

export type InboxService = ReturnType<typeof createInboxService>;

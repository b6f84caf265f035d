import { bindService } from "../../lib/bind-service.js";
import {
  confirmLinkByEmail,
  linkProofUserId,
  linkWithPassword,
  listLinkedProviders,
  type OidcDeps,
  sendLinkEmail,
  unlinkSignInProvider,
} from "./linked-provider.service.js";
import { configuredProviders } from "./oidc-clients.js";
import { completeOidcSignIn, finishOidcCallback, startOidcSignIn } from "./oidc-flow.service.js";

/** 'Continue with Google' and 'Continue with Apple', and the linked providers in Account Options (decision 076). */
export function createOidcService(deps: OidcDeps) {
  return bindService(deps, {
    configuredProviders: (bound: OidcDeps) => configuredProviders(bound.oidc),
    startOidcSignIn,
    finishOidcCallback,
    completeOidcSignIn,
    linkWithPassword,
    linkProofUserId,
    sendLinkEmail,
    confirmLinkByEmail,
    listLinkedProviders,
    unlinkSignInProvider,
  });
}

export type OidcService = ReturnType<typeof createOidcService>;

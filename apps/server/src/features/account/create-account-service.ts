import { bindService } from "../../lib/bind-service.js";
import type { AccountDeps } from "./account-deps.js";
import { confirmEmailChange, requestEmailChange } from "./account-email.service.js";
import { readPhoto, removePhoto, savePhoto } from "./account-photo.service.js";
import { updateProfile } from "./account-profile.service.js";

/** The signed-in user's own account (profile, email address, photo), built once at start. */
export function createAccountService(deps: AccountDeps) {
  return bindService(deps, {
    updateProfile,
    requestEmailChange,
    confirmEmailChange,
    savePhoto,
    removePhoto,
    readPhoto,
  });
}

export type AccountService = ReturnType<typeof createAccountService>;

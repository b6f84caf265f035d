import { z } from "zod";
import {
  authMessages,
  meetsResetPasswordRule,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  passwordStrengthMessages,
} from "./auth-validation.js";
import { isSingleEmailAddress } from "./email-address.js";
import { looksLikeLink, singleLineText, textMessages } from "./text-input.js";

/** A profile photo may hold at most 2 MB, whatever its format. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** The largest image accepted, by its header: pixels a side, and pixels in all (40 megapixels). */
export const PHOTO_MAX_SIDE = 8000;
export const PHOTO_MAX_PIXELS = 40_000_000;
/** A stored photo is re-encoded to at most this many pixels a side. */
export const PHOTO_STORED_SIDE = 512;
export type TPhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

export const FIRM_NAME_MAX_LENGTH = 200;

/** The account page's messages, shown by the browser and answered by the server. */
export const accountMessages = {
  photoTooLarge: "The photo is larger than 2 MB. Please choose a smaller image.",
  photoWrongType: "The photo must be a PNG, JPEG or WebP image.",
  photoDimensionsTooLarge: `The photo's dimensions are too large: at most ${PHOTO_MAX_SIDE} pixels a side and ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
  photoUnreadable: "The photo could not be read: the file is damaged or not a complete PNG, JPEG or WebP image.",
  photoSaved: "Your profile photo has been updated.",
  photoRemoved: "Your profile photo has been removed.",
  photoNotFound: "Not found.",
  profileSaved: "Your personal information has been saved.",
  alternateEmailSameAsEmail: "The alternate email must differ from your email.",
  firmNameTooLong: `Office/firm name must be at most ${FIRM_NAME_MAX_LENGTH} characters.`,
  emailUnchanged: "This is already your email address.",
  emailTaken: "This email address is already used by another account.",
  emailPasswordRequired: "Please enter your current password to change your email.",
  emailWrongPassword: "Your password was entered incorrectly. Please enter it again.",
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your email will change once you open it.`,
  emailChanged: "Your email address has been changed.",
  emailChangeLinkInvalid: "This confirmation link is invalid, has expired or was already used.",
  oldPasswordRequired: "Please enter your current password.",
  requestFailed: "Something went wrong. Please try again.",
  /** Account Options, in place of Manage Billing, for a user who is not their organization's Admin (decision 025). */
  adminManagesBilling: "Your organization's Admin manages billing.",
} as const;

const trimmedName = (tooShort: string) =>
  singleLineText()
    .trim()
    .min(NAME_MIN_LENGTH, tooShort)
    .max(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters.`)
    .refine((name) => !looksLikeLink(name), textMessages.linkInName);

const email = singleLineText().trim().refine(isSingleEmailAddress, authMessages.invalidEmail);

/** PUT auth/user/: the editable personal information, dj-rest-auth spelled. Empty optional fields clear them. */
export const ZProfileUpdate = z.object({
  first_name: trimmedName(authMessages.firstNameTooShort),
  last_name: trimmedName(authMessages.lastNameTooShort),
  alternate_email: singleLineText()
    .trim()
    .refine((value) => value === "" || isSingleEmailAddress(value), authMessages.invalidEmail),
  firm_name: singleLineText()
    .trim()
    .max(FIRM_NAME_MAX_LENGTH, accountMessages.firmNameTooLong)
    .refine((name) => !looksLikeLink(name), textMessages.linkInName),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** PATCH auth/user/: any of the fields; those left out stay as they are. */
export const ZProfilePatch = ZProfileUpdate.partial();
export type TProfilePatch = z.infer<typeof ZProfilePatch>;

/** POST account/email/: the new address, and the current password that proves the change is the owner's. */
export const ZEmailChangeRequest = z.object({
  email,
  password: singleLineText()
    .min(1, { message: accountMessages.emailPasswordRequired, abort: true })
    .max(PASSWORD_MAX_LENGTH, accountMessages.emailWrongPassword),
});
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

export const ZEmailChangeConfirm = z.object({ key: singleLineText().trim().min(1).max(200) });
export type TEmailChangeConfirm = z.infer<typeof ZEmailChangeConfirm>;

/** The account type the Personal Information form shows: an organization Admin, or a User. */
export type TAccountType = "Admin" | "User";

/**
 * The Change Password form: the new password follows the spec's new-password rule (as a reset does, since
 * dj-rest-auth's change uses the same form), then the server's reasons that need no word list; the server checks
 * them again with its common-password list.
 */
export const ZChangePasswordForm = z
  .object({
    oldPassword: singleLineText().min(1, accountMessages.oldPasswordRequired),
    newPassword: singleLineText()
      .min(1, { message: authMessages.passwordRequired, abort: true })
      .max(PASSWORD_MAX_LENGTH)
      .refine(meetsResetPasswordRule, authMessages.resetPasswordRule),
    confirmPassword: singleLineText(),
  })
  .superRefine((form, context) => {
    if (!meetsResetPasswordRule(form.newPassword)) return;
    for (const message of passwordStrengthMessages(form.newPassword))
      context.addIssue({ code: "custom", message, path: ["newPassword"] });
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

import { accountMessages, PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from "@paralex/shared/account";
import { Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { toast } from "react-toastify/unstyled";
import { UserAvatar } from "../../components/user-avatar";
import { answerOf } from "../../lib/api/error-message";
import { type AuthUser, authActions } from "../../lib/session/auth-slice";
import { useAppDispatch } from "../../lib/session/store";
import { useDeletePhotoMutation, useUploadPhotoMutation } from "./account-api";
import { failureMessage } from "./account-feedback";

type Busy = "uploading" | "deleting" | null;

/** Photo Profile: upload (PNG, JPEG or WebP up to 2 MB) and the delete icon; the avatar menu follows at once. */
export function PhotoSection({ user }: { user: AuthUser }) {
  const dispatch = useAppDispatch();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState("");
  const [uploadPhoto] = useUploadPhotoMutation();
  const [deletePhoto] = useDeletePhotoMutation();
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const hasPhoto = Boolean(user.profileImage);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setError(accountMessages.photoTooLarge);
      return;
    }
    setError("");
    setBusy("uploading");
    const result = await uploadPhoto(file);
    setBusy(null);
    if (result.data) {
      dispatch(authActions.userUpdated(result.data));
      toast.success(accountMessages.photoSaved);
    } else {
      const failed = answerOf(result.error);
      setError(failed.status === 413 ? accountMessages.photoTooLarge : failureMessage(failed.status, failed.data));
    }
  };

  const onDelete = async () => {
    setError("");
    setBusy("deleting");
    const result = await deletePhoto();
    setBusy(null);
    if (result.data) {
      dispatch(authActions.userUpdated(result.data));
      toast.success(accountMessages.photoRemoved);
      uploadRef.current?.focus();
    } else {
      const failed = answerOf(result.error);
      setError(failureMessage(failed.status, failed.data));
    }
  };

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Photo Profile
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <span data-testid="account-photo" className="shrink-0">
          <UserAvatar user={user} size={88} />
        </span>
        <p className="text-sm text-muted">
          {hasPhoto ? "This photo shows in your account menu." : "No photo yet: your initial shows instead."}
        </p>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          ref={uploadRef}
          type="button"
          className="btn-primary"
          disabled={busy !== null}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ""}`}
          onClick={() => inputRef.current?.click()}
        >
          <Upload className="size-4" aria-hidden="true" />
          {busy === "uploading" ? "Uploading..." : "Upload photo"}
        </button>
        <input
          ref={inputRef}
          type="file"
          accept={PHOTO_CONTENT_TYPES.join(",")}
          className="hidden"
          tabIndex={-1}
          aria-label="Profile photo file"
          onChange={(event) => void onFile(event)}
        />
        <button
          type="button"
          className="btn-secondary px-3"
          disabled={!hasPhoto || busy !== null}
          title={hasPhoto ? "Delete profile photo" : "There is no photo to delete"}
          onClick={() => void onDelete()}
        >
          <Trash2 className="size-5" aria-hidden="true" />
          <span className="sr-only">{busy === "deleting" ? "Deleting profile photo..." : "Delete profile photo"}</span>
        </button>
      </div>
      <p id={hintId} className="mt-3 text-sm text-muted">
        PNG, JPEG or WebP, up to 2 MB.
      </p>
      <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </section>
  );
}

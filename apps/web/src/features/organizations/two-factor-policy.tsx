import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "react-toastify/unstyled";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { errorMessage } from "../../lib/api/error-message";
import { fullName } from "./organization-text";
import {
  type Member,
  type Organization,
  useResetMemberTwoFactorMutation,
  useSetTwoFactorRequiredMutation,
} from "./organizations-api";

/** Issue 24: an Admin requires two-factor sign-in of every member; saved as soon as it is switched. */
export function TwoFactorRequirement({ organization }: { organization: Organization }) {
  const hintId = useId();
  const [setRequired, state] = useSetTwoFactorRequiredMutation();
  const onChange = async (required: boolean) => {
    const result = await setRequired(required);
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(required ? twoFactorMessages.requirementOn : twoFactorMessages.requirementOff);
  };
  return (
    <div className="mt-6 border-t border-line pt-4">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-primary"
          checked={organization.twoFactorRequired}
          disabled={state.isLoading}
          aria-describedby={hintId}
          onChange={(event) => void onChange(event.target.checked)}
        />
        <span className="font-semibold text-ink">Require two-factor sign-in for every member</span>
      </label>
      <p id={hintId} className="mt-1 ml-8 text-sm text-body">
        Members without an authenticator app are asked to set one up at their next sign-in, before they can use anything
        else. The members table shows who has it.
      </p>
    </div>
  );
}

/** Whether a member has two-factor sign-in, for an Admin; with a reset for a member who lost their app. */
export function MemberTwoFactor({ member }: { member: Member }) {
  const [reset, state] = useResetMemberTwoFactorMutation();
  const [isAsking, setIsAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = fullName(member);
  const onReset = async () => {
    const result = await reset(member.membershipId);
    setIsAsking(false);
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(twoFactorMessages.factorsReset);
  };
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {member.hasTwoFactor ? (
        <span className="inline-flex items-center gap-1 font-normal text-green-800">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Two-factor on
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 font-normal text-amber-800">
          <ShieldAlert className="size-4" aria-hidden="true" />
          No two-factor
        </span>
      )}
      {member.hasTwoFactor && !member.isViewer ? (
        <>
          <button
            ref={buttonRef}
            type="button"
            className="font-semibold text-primary underline-offset-4 hover:underline"
            aria-label={`Reset two-factor sign-in for ${name}`}
            onClick={() => setIsAsking(true)}
          >
            Reset
          </button>
          <ConfirmDialog
            open={isAsking}
            title={`Reset two-factor sign-in for ${name}?`}
            description={`${name}'s authenticator app and recovery codes stop working at once, and they are told by email. Do this only for a member who has lost them.`}
            keepLabel="Cancel"
            confirmLabel="Reset two-factor"
            busyLabel="Resetting..."
            isBusy={state.isLoading}
            onConfirm={() => void onReset()}
            onClose={() => setIsAsking(false)}
            returnFocusTo={() => buttonRef.current}
          />
        </>
      ) : null}
    </span>
  );
}

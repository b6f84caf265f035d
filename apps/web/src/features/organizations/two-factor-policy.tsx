import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { type MouseEvent, useId } from "react";
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

/**
 * Whether a member has two-factor sign-in, for an Admin; with a reset for a member who lost their app. The page
 * holds the reset's dialog, so a row that is drawn again (new data, the table becoming cards) never closes it.
 */
export function MemberTwoFactor({
  member,
  onReset,
}: {
  member: Member;
  onReset: (member: Member, event: MouseEvent<HTMLButtonElement>) => void;
}) {
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
        <button
          type="button"
          className="font-semibold text-primary underline-offset-4 hover:underline"
          aria-label={`Reset two-factor sign-in for ${fullName(member)}`}
          onClick={(event) => onReset(member, event)}
        >
          Reset
        </button>
      ) : null}
    </span>
  );
}

/** Asks before resetting a member's two-factor sign-in, then resets it. */
export function ResetTwoFactorDialog({
  member,
  onClose,
  returnFocusTo,
}: {
  member: Member | null;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const [reset, state] = useResetMemberTwoFactorMutation();
  const name = member ? fullName(member) : "";
  const onReset = async (resetting: Member) => {
    const result = await reset(resetting.membershipId);
    onClose();
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(twoFactorMessages.factorsReset);
  };
  return (
    <ConfirmDialog
      open={member !== null}
      title={`Reset two-factor sign-in for ${name}?`}
      description={`${name}'s authenticator app and recovery codes stop working at once, and they are told by email. Do this only for a member who has lost them.`}
      keepLabel="Cancel"
      confirmLabel="Reset two-factor"
      busyLabel="Resetting..."
      isBusy={state.isLoading}
      onConfirm={() => {
        if (member) void onReset(member);
      }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}

import { KeyRound } from "lucide-react";
import { useId, useState } from "react";

/**
 * A button that runs a passkey ceremony and shows why it did not sign the person in, next to it. `run` resolves to
 * null on success (the caller moves on) or to the message to show.
 */
export function PasskeyButton({
  label,
  run,
  onSignedIn,
  className = "btn-secondary w-full",
  disabled = false,
}: {
  label: string;
  run: () => Promise<string | null>;
  onSignedIn: () => void;
  className?: string;
  disabled?: boolean;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const start = async () => {
    setIsBusy(true);
    setFailure(null);
    const message = await run();
    setIsBusy(false);
    if (message === null) onSignedIn();
    else setFailure(message);
  };
  return (
    <div>
      <button
        type="button"
        className={className}
        disabled={disabled || isBusy}
        aria-busy={isBusy}
        aria-describedby={failure ? failureId : undefined}
        onClick={() => void start()}
      >
        <KeyRound className="size-5" aria-hidden="true" />
        {label}
      </button>
      <p id={failureId} role="alert" className="mt-2 text-sm text-red-800 empty:hidden">
        {failure}
      </p>
    </div>
  );
}

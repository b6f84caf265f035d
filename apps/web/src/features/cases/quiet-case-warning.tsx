import { caseText } from "@paralex/shared/cases";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { TriangleAlert } from "lucide-react";
import { EmailAddress } from "./email-address";

/**
 * The warning for an active case that has heard nothing for longer than the organization's quiet-case days. The agent
 * address stands on a line of its own, as the plus-address does.
 */
export function QuietCaseWarning({
  quietSince,
  agentAddress,
  compact = false,
}: {
  quietSince: string | null;
  agentAddress: string;
  compact?: boolean;
}) {
  if (!quietSince) return null;
  const sentence = caseText.quietWarning(formatOrdinalDate(quietSince, { timeZone: "local" }), agentAddress);
  const at = sentence.lastIndexOf(agentAddress);
  return (
    <div
      role="note"
      className={`flex gap-3 rounded-lg border border-amber-300 bg-amber-50 text-amber-950 ${compact ? "mt-2 p-3 text-sm" : "mt-4 p-4"}`}
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">
        {sentence.slice(0, at)}
        <code className="mt-0.5 block">
          <EmailAddress address={agentAddress} />
        </code>
        {sentence.slice(at + agentAddress.length)}
      </p>
    </div>
  );
}

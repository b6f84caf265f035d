import { citeCheckVerdictLabels, type TCiteCheckVerdict } from "@paralex/shared/cite-check";
import {
  BadgeCheck,
  BookOpenCheck,
  CircleHelp,
  CircleSlash,
  CircleX,
  type LucideIcon,
  OctagonAlert,
  SearchX,
  Split,
} from "lucide-react";

const looks: Record<TCiteCheckVerdict, { icon: LucideIcon; className: string }> = {
  verified: { icon: BadgeCheck, className: "border-green-700 bg-green-50 text-green-800" },
  not_found: { icon: SearchX, className: "border-red-800 bg-red-700 text-white" },
  mismatch: { icon: OctagonAlert, className: "border-orange-700 bg-orange-50 text-orange-900" },
  ambiguous: { icon: Split, className: "border-amber-700 bg-amber-50 text-amber-900" },
  unknown_reporter: { icon: CircleHelp, className: "border-purple-700 bg-purple-50 text-purple-900" },
  invalid: { icon: CircleX, className: "border-red-700 bg-red-50 text-red-800" },
  unchecked: { icon: CircleSlash, className: "border-slate-500 bg-slate-50 text-slate-800" },
  recognised: { icon: BookOpenCheck, className: "border-sky-700 bg-sky-50 text-sky-900" },
};

/** A verdict as a word with an icon and a colour; the word alone carries the meaning. */
export function VerdictBadge({ verdict }: { verdict: TCiteCheckVerdict }) {
  const { icon: Icon, className } = looks[verdict];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${className}`}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {citeCheckVerdictLabels[verdict]}
    </span>
  );
}

import { CalendarClock, FileCheck2, Mail, ScanSearch } from "lucide-react";
import { useDocumentTitle } from "../../lib/use-document-title";
import { DemoRequestForm } from "./demo-request-form";

const DEMO_TOPICS = [
  { icon: Mail, text: "Adding a case and emailing your agent address" },
  { icon: FileCheck2, text: "Drafting a motion with every citation checked" },
  { icon: ScanSearch, text: "Docket tracking and discovery analysis" },
  { icon: CalendarClock, text: "Plans and pricing for your practice" },
] as const;

export function BookADemoPage() {
  useDocumentTitle("Book A Demo");
  return (
    <div className="bg-surface">
      <div className="container-page grid gap-10 py-12 md:py-20 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <p className="eyebrow">See it on your own cases</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold md:text-5xl">Book A Demo</h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            Tell us a little about your practice. When you send the form, our scheduling page opens in a new tab so you
            can pick a time that suits you.
          </p>
          <h2 className="mt-10 text-lg font-semibold">What we cover</h2>
          <ul className="mt-4 space-y-4">
            {DEMO_TOPICS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ink text-gold-light">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-body">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <DemoRequestForm />
      </div>
    </div>
  );
}

import { Lock, MousePointerClick } from "lucide-react";
import { createContext, type ReactNode, useContext, useId } from "react";

const MockUpNoteContext = createContext<string | undefined>(undefined);

/** The id of the frame's note, for disabled controls to point at with aria-describedby. */
export function useMockUpNoteId(): string | undefined {
  return useContext(MockUpNoteContext);
}

/** A product screen drawn as a browser window: a title bar, a note saying what can be tried, and the screen. */
export function MockUpFrame({
  title,
  address,
  note = "Demo preview. Controls are disabled.",
  isPartlyInteractive = false,
  className = "",
  testId,
  children,
}: {
  title: string;
  address: string;
  note?: string;
  isPartlyInteractive?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const noteId = `${id}-note`;
  const NoteIcon = isPartlyInteractive ? MousePointerClick : Lock;
  return (
    <figure
      aria-labelledby={titleId}
      className={`card min-w-0 overflow-hidden border border-line ${className}`}
      data-testid={testId}
    >
      <figcaption>
        <div className="flex items-center gap-3 border-b border-line bg-surface px-4 py-2.5">
          <span className="flex shrink-0 gap-1.5" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-slate-300" />
            <span className="size-2.5 rounded-full bg-slate-300" />
            <span className="size-2.5 rounded-full bg-slate-300" />
          </span>
          <span className="min-w-0 flex-1 truncate rounded-md bg-white px-3 py-1 text-xs text-muted" aria-hidden="true">
            {address}
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-3 sm:px-5">
          <span id={titleId} className="font-semibold text-ink">
            {title}
          </span>
          <span id={noteId} className="inline-flex items-center gap-1.5 text-xs font-medium text-muted">
            <NoteIcon className="size-3.5" aria-hidden="true" />
            {note}
          </span>
        </div>
      </figcaption>
      <MockUpNoteContext.Provider value={noteId}>
        <div className="p-4 sm:p-5">{children}</div>
      </MockUpNoteContext.Provider>
    </figure>
  );
}

/** A button shown in a mock-up that does nothing: disabled, and described by the frame's note. */
export function MockButton({
  children,
  variant = "primary",
  className = "",
}: {
  children: ReactNode;
  variant?: "primary" | "secondary";
  className?: string;
}) {
  const noteId = useMockUpNoteId();
  const look = variant === "primary" ? "bg-primary text-white" : "border border-slate-400 bg-white text-ink";
  return (
    <button
      type="button"
      disabled
      aria-describedby={noteId}
      className={`inline-flex min-h-11 cursor-not-allowed items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold opacity-60 ${look} ${className}`}
    >
      {children}
    </button>
  );
}

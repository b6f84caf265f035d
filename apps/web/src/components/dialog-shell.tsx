import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";

interface ShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Where focus goes when the dialog closes. Radix returns it to a Dialog.Trigger; these dialogs are opened from
   * ordinary buttons (or from the address), so the opener says where to go back to.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** 'alertdialog' for a confirmation that interrupts. */
  role?: "dialog" | "alertdialog";
}

const overlayClass =
  "fixed inset-0 z-50 bg-ink/60 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none";

function closeAutoFocus(returnFocusTo: ShellProps["returnFocusTo"]) {
  return (event: Event) => {
    const target = returnFocusTo?.();
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}

/** A centred modal: traps focus, closes on Escape and on the overlay, gives focus back when it closes. */
export function Modal({ open, onOpenChange, title, description, children, returnFocusTo, role }: ShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          role={role ?? "dialog"}
          onCloseAutoFocus={closeAutoFocus(returnFocusTo)}
          {...(description ? {} : { "aria-describedby": undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[12px] bg-white p-6 shadow-card transition duration-300 focus:outline-none starting:scale-95 starting:opacity-0 sm:p-8 motion-reduce:transition-none"
        >
          <Dialog.Title className="font-serif text-2xl font-semibold text-ink">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-3 text-body">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A panel that slides in from the right: traps focus, closes on Escape, its close button or the overlay. */
export function Drawer({ open, onOpenChange, title, description, children, returnFocusTo }: ShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          onCloseAutoFocus={closeAutoFocus(returnFocusTo)}
          {...(description ? {} : { "aria-describedby": undefined })}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-surface shadow-card transition-transform duration-300 ease-out focus:outline-none starting:translate-x-full motion-reduce:transition-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line bg-white px-5 py-4 sm:px-6">
            <div>
              <Dialog.Title className="font-serif text-2xl font-semibold text-ink">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-surface">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

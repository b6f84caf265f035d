import { paths } from "@paralex/shared/routes";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink } from "react-router";

export const PRICING_LINKS = [
  { to: paths.pricingCards, label: "Pricing" },
  { to: paths.privateAttorney, label: "Private Attorneys" },
  { to: paths.smallFirm, label: "Small Firms" },
  { to: paths.bigFirm, label: "Big Firms" },
] as const;

/** A disclosure: the button shows and hides the four pricing links; Escape and a click outside close it. */
export function PricingMenu({ onNavigate }: { onNavigate?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-ink hover:text-primary"
      >
        Pricing
        <ChevronDown
          className={`size-4 transition-transform duration-300 ${isOpen ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="z-30 mt-1 min-w-52 rounded-[12px] border border-line bg-white p-2 shadow-card lg:absolute lg:left-0"
      >
        {PRICING_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={() => {
                setIsOpen(false);
                onNavigate?.();
              }}
              className="block rounded-md px-3 py-2.5 text-ink hover:bg-surface aria-[current=page]:font-semibold aria-[current=page]:text-primary"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

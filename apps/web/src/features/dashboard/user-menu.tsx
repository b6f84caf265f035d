import { paths } from "@paralex/shared/routes";
import { ChevronDown, LogOut } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { firstNameOf, fullNameOf, textOf, UserAvatar } from "../../components/user-avatar";
import type { AuthUser } from "../../lib/session/auth-slice";

function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/**
 * The avatar menu of the top bar (menu button pattern): Enter, Space or the arrow keys open it on its first item;
 * Escape closes it and gives focus back to the button; Tab or a click outside closes it.
 */
export function UserMenu({ user }: { user: AuthUser | null }) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const firstName = firstNameOf(user);
  const name = fullNameOf(user) || textOf(user?.email);

  useEffect(() => {
    if (!isOpen) return;
    menuItemsOf(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setIsOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItemsOf(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusAt(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusAt(0);
        break;
      case "End":
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        close(true);
        break;
      case "Tab":
        close(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-11 items-center gap-2 rounded-full p-0.5 pr-2 text-ink hover:bg-surface"
      >
        <UserAvatar user={user} />
        <span className="sr-only">Account menu{firstName ? ` for ${firstName}` : ""}</span>
        <ChevronDown
          className={`size-4 transition-transform duration-300 ${isOpen ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      {isOpen ? (
        <div className="absolute right-0 z-40 mt-2 w-64 rounded-[12px] border border-line bg-white p-2 shadow-card">
          {name ? (
            <div className="border-b border-line px-3 pt-1 pb-3">
              <p className="truncate font-semibold text-ink">{name}</p>
              {user?.email && name !== user.email ? <p className="truncate text-sm text-muted">{user.email}</p> : null}
            </div>
          ) : null}
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="pt-2"
          >
            <Link
              role="menuitem"
              to={paths.logout}
              tabIndex={-1}
              onClick={() => setIsOpen(false)}
              className="flex min-h-11 items-center gap-3 rounded-md px-3 py-2 font-medium text-ink hover:bg-surface focus:bg-surface"
            >
              <LogOut className="size-4 text-muted" aria-hidden="true" />
              Logout
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}

import { useState } from "react";
import type { AuthUser } from "../lib/session/auth-slice";

export function textOf(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

export function firstNameOf(user: AuthUser | null): string {
  return textOf(user?.firstName) || textOf(user?.first_name);
}

export function fullNameOf(user: AuthUser | null): string {
  const last = textOf(user?.lastName) || textOf(user?.last_name);
  return [firstNameOf(user), last].filter(Boolean).join(" ");
}

/** The picture when the user has one, otherwise the first letter of the first name (or of the email). */
export function UserAvatar({ user, size = 40 }: { user: AuthUser | null; size?: number }) {
  const [isBroken, setIsBroken] = useState(false);
  const image = textOf(user?.profileImage);
  const initial = (firstNameOf(user) || textOf(user?.email) || "?").charAt(0).toUpperCase();
  if (image && !isBroken) {
    return (
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        onError={() => setIsBroken(true)}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-ink font-semibold text-gold-light"
      style={{ width: size, height: size }}
    >
      {initial}
    </span>
  );
}

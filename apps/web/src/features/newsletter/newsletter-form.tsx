import { newsletterMessages } from "@paralex/shared/newsletter";
import { CircleAlert, CircleCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { isValidNewsletterEmail, subscribeToNewsletter } from "./subscribe-to-newsletter";

type TNewsletterStatus = "idle" | "sending" | "invalid" | "failed" | "subscribed";

const toneClasses = {
  light: {
    label: "text-ink",
    input: "border-ink/25 bg-white text-body placeholder:text-muted",
    error: "text-red-700",
    success: "text-emerald-700",
  },
  dark: {
    label: "text-white",
    input: "border-white/40 bg-white text-body placeholder:text-muted",
    error: "text-red-200",
    success: "text-emerald-200",
  },
} as const;

export interface NewsletterFormProps {
  tone?: "light" | "dark";
  className?: string;
}

/** Email sign-up: checks the address in the browser first, then posts it to the newsletter gateway. */
export function NewsletterForm({ tone = "light", className = "" }: NewsletterFormProps) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<TNewsletterStatus>("idle");
  const inputId = useId();
  const messageId = useId();
  const classes = toneClasses[tone];
  const isError = status === "invalid" || status === "failed";
  const message =
    status === "invalid"
      ? newsletterMessages.invalidEmail
      : status === "failed"
        ? newsletterMessages.failure
        : status === "subscribed"
          ? newsletterMessages.success
          : "";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email;
    if (!isValidNewsletterEmail(address)) {
      setStatus("invalid");
      return;
    }
    setStatus("sending");
    try {
      await subscribeToNewsletter(address);
      setEmail("");
      setStatus("subscribed");
    } catch (error) {
      console.error(error);
      setStatus("failed");
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter sign-up" className={className} data-newsletter-form>
      <label htmlFor={inputId} className={`mb-2 block text-sm font-semibold ${classes.label}`}>
        Email address
      </label>
      <div className="flex flex-col gap-3 xs:flex-row">
        <input
          id={inputId}
          // Not type="email": the browser trims that type's value, and the spec's rule refuses spaces.
          type="text"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@yourfirm.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (isError) setStatus("idle");
          }}
          aria-invalid={isError || undefined}
          aria-describedby={isError ? messageId : undefined}
          className={`min-h-11 w-full min-w-0 flex-1 rounded-lg border px-4 py-2.5 text-base ${classes.input} aria-invalid:border-red-600`}
        />
        <button type="submit" className={tone === "dark" ? "btn-gold" : "btn-primary"} disabled={status === "sending"}>
          Subscribe
        </button>
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={`mt-2 flex min-h-6 items-center gap-1.5 text-sm font-medium ${isError ? classes.error : classes.success}`}
        data-newsletter-message={message ? status : undefined}
      >
        {isError && <CircleAlert aria-hidden="true" className="size-4 shrink-0" />}
        {status === "subscribed" && <CircleCheck aria-hidden="true" className="size-4 shrink-0" />}
        {message}
      </p>
    </form>
  );
}

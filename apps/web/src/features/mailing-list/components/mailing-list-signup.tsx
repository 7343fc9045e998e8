import { MESSAGES } from "@ingot/domain/messages";
import { type FormEvent, useId } from "react";

import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";
import { useSubscribe } from "../api/subscribe";

const text = MESSAGES.mailingList;

/** sonner loads on first use, so it is not part of the landing page's first download. */
const toast = {
  success: (title: string) => void import("sonner").then((m) => m.toast.success(title)),
  error: (title: string, options?: { description: string }) =>
    void import("sonner").then((m) => m.toast.error(title, options)),
};

/**
 * Mailing-list signup (spec §2 item 1, §8): an email field and a Subscribe button. Answers in
 * toasts with the spec's words; the field clears only on success, so nothing typed is lost.
 * `label` names the form; where two copies share the DOM (the header bar's and the phone menu's),
 * each gets its own so a screen reader's landmark list tells them apart.
 */
export function MailingListSignup({
  className,
  label = "Mailing list",
}: {
  className?: string;
  label?: string;
}) {
  const id = useId();

  const { mutate, isPending } = useSubscribe();
  // Until React owns the prerendered form, a native submit would put the address in the URL.
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Uncontrolled field: what was typed before React took over the prerendered page still counts.
    const form = event.currentTarget;
    const value = String(new FormData(form).get("email") ?? "").trim();
    if (!value) {
      toast.error(text.emailRequired);
      return;
    }
    mutate(value, {
      onSuccess: () => {
        toast.success(text.subscribed);
        form.reset();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          toast.error(text.alreadySubscribedTitle, { description: text.alreadySubscribedDetail });
        } else if (isApiError(error) && error.status === 400) {
          // The server's own words, e.g. 'Email required' or 'Please enter a valid email address'.
          toast.error(text.errorTitle, { description: error.message });
        } else {
          toast.error(text.errorTitle, { description: text.failed });
        }
      },
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className={cn("flex items-center", className)}
    >
      <label htmlFor={id} className="sr-only">
        Email for product updates
      </label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Email for updates"
        className={cn(
          "h-9 w-44 min-w-0 rounded-l-md border border-input border-r-0 bg-surface px-3 text-sm xl:w-52",
          "text-foreground placeholder:text-muted-foreground",
          "focus-visible:relative focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
        )}
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={!hydrated}
        pending={isPending}
        className="h-9 rounded-l-none border-input px-3"
      >
        Subscribe
      </Button>
    </form>
  );
}

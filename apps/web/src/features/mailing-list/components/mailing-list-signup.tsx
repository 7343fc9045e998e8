import { MESSAGES } from "@ingot/domain/messages";
import { Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useSubscribe } from "../api/subscribe";

const text = MESSAGES.mailingList;

/**
 * Mailing-list signup (spec §2 item 1, §8): an email field and a Subscribe button. Answers in
 * toasts with the spec's words; the field clears only on success, so nothing typed is lost.
 */
export function MailingListSignup({ className }: { className?: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const { mutate, isPending } = useSubscribe();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toast.error(text.emailRequired);
      return;
    }
    mutate(value, {
      onSuccess: () => {
        toast.success(text.subscribed);
        setEmail("");
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
      aria-label="Mailing list"
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
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={cn(
          "h-9 w-44 min-w-0 rounded-l-md border border-input border-r-0 bg-surface px-3 text-sm xl:w-52",
          "text-foreground placeholder:text-muted-foreground",
          "focus-visible:relative focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
        )}
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={isPending}
        aria-busy={isPending || undefined}
        className="h-9 rounded-l-none border-input px-3"
      >
        {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Subscribe
      </Button>
    </form>
  );
}

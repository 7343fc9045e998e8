import type { QuoteHistoryEntry } from "@ingot/domain";
import { Check, X } from "lucide-react";
import { useAnswerQuote } from "@/api/answer-quote";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * Accept quote / Decline on a quoted request whose price still holds (the server's `answerable`,
 * on its clock): the portal's quote cards and /quotes both offer it (issue #18).
 */
export function AnswerQuote({ entry }: { entry: QuoteHistoryEntry }) {
  const answer = useAnswerQuote();
  if (!entry.answerable) return null;
  const respond = (kind: "accept" | "decline") =>
    answer.mutate(
      { id: entry.id, answer: kind },
      {
        onSuccess: () =>
          toast.success(kind === "accept" ? "Quote accepted" : "Quote declined", {
            description:
              kind === "accept"
                ? "You can buy its lines now, or your rep will be in touch."
                : "Thanks for letting us know.",
          }),
      },
    );
  return (
    <>
      <Button size="sm" onClick={() => respond("accept")} blocked={answer.isPending}>
        <Check aria-hidden="true" /> Accept quote
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => respond("decline")}
        blocked={answer.isPending}
      >
        <X aria-hidden="true" /> Decline
      </Button>
    </>
  );
}

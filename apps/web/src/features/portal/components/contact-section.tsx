import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ContactRepInput,
  type ContactRepRequest,
  contactRepRequestSchema,
} from "@ingot/domain";
import { Clock, Mail, Phone, Send, UserRound } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, TextAreaField } from "@/components/ui/form-field";
import { PhoneLink } from "@/components/ui/phone-link";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useCheckedForm } from "@/lib/use-checked-form";
import { useContactRep, useSalesRep } from "../api/sales-rep";
import { FormCard } from "./form-card";
import { SectionError, SectionFrame } from "./section-states";

const REP_LOAD_FAILED =
  "Failed to load your sales rep. Please check your connection and try again.";

function RepCard() {
  const rep = useSalesRep();
  if (rep.isPending) return <Skeleton className="h-56" />;
  if (rep.isError)
    return <SectionError message={REP_LOAD_FAILED} onRetry={() => void rep.refetch()} />;
  const r = rep.data;
  return (
    <Card data-testid="rep-card">
      <CardHeader className="flex-row items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <UserRound className="size-6" aria-hidden="true" />
        </span>
        <div>
          <CardTitle className="text-base" data-testid="rep-name">
            {r.name}
          </CardTitle>
          <CardDescription>Your sales rep</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          <li className="flex items-center gap-2">
            <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
            <a className="text-link underline-offset-4 hover:underline" href={`mailto:${r.email}`}>
              {r.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
            <PhoneLink phone={r.phone} className="tabular-nums" />
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
            <span>{r.hours}</span>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

/** A message to the rep, sent with the account's details. */
function MessageCard() {
  const send = useContactRep();
  const [sent, setSent] = useState(false);
  const { form, formRef, field, submit, placeServerErrors } = useCheckedForm<
    ContactRepInput,
    ContactRepRequest
  >(zodResolver(contactRepRequestSchema), { subject: "", message: "" }, "onTouched");
  const { formState, reset } = form;

  const onSubmit = submit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset({ subject: "", message: "" });
      setSent(true);
      toast.success("Message sent", {
        description: "Your rep will reply by email, usually the same day.",
      });
    } catch (error) {
      placeServerErrors(error, ["subject", "message"]);
      toast.error("Message not sent", { description: errorMessage(error, "Please try again.") });
    }
  }, "Message not sent");

  return (
    <FormCard
      title="Send a message"
      description="We include your name, company, email and phone."
      formRef={formRef}
      onSubmit={onSubmit}
      submit={{
        label: "Send message",
        icon: Send,
        pending: formState.isSubmitting,
        doneText: sent ? "Sent to your rep" : null,
      }}
    >
      <FormField
        id="contact-subject"
        label="Subject"
        optional
        {...field("subject", { onChange: () => setSent(false) })}
      />
      <TextAreaField
        id="contact-message"
        label="Message"
        rows={5}
        {...field("message", { onChange: () => setSent(false) })}
      />
    </FormCard>
  );
}

/** Contact Rep: the configured rep and a message that reaches them with the account's details. */
export function ContactSection() {
  return (
    <SectionFrame
      section="contact"
      description="Questions about a quote, an order or material? Your rep knows your account."
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <RepCard />
        <MessageCard />
      </div>
    </SectionFrame>
  );
}

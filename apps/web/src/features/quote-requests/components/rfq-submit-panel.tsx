import {
  buildQuoteItem,
  type CartItem,
  MESSAGES,
  type MultiLineRequestInput,
  QUOTE_RESPONSE_HOURS,
} from "@ingot/domain";
import { Clock, Send, ShieldCheck } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CheckboxLine } from "@/components/ui/checkbox-line";
import { Input } from "@/components/ui/input";
import { LabelledControl } from "@/components/ui/labelled-control";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSubmitMultiLineRfq } from "../api/submit-multi-line-rfq";

export interface RfqContact {
  name: string;
  email: string;
  company: string;
  phone: string;
}

export interface RfqSubmitPanelProps {
  items: readonly CartItem[];
  /** The signed-in profile (spec §7: prefill the cart form). */
  profile: RfqContact;
  /** Called after a successful submission, to empty the cart. */
  onSubmitted: () => void;
}

/**
 * RFQ Settings (submitting as: name, email, company, phone; Additional Notes; RoHS) and the
 * Submit Secure RFQ card (spec §2 /rfq, §4 "Submit (/rfq)", §8 cart errors).
 */
export function RfqSubmitPanel({ items, profile, onSubmitted }: RfqSubmitPanelProps) {
  const id = useId();
  const [contact, setContact] = useState<RfqContact>(profile);
  const [notes, setNotes] = useState("");
  const [rohs, setRohs] = useState(false);
  const [missing, setMissing] = useState<Partial<Record<keyof RfqContact, boolean>>>({});
  const submit = useSubmitMultiLineRfq();
  const navigate = useNavigate();
  /** The last submission's number, shown in the card until the next item is added. */
  const [submitted, setSubmitted] = useState<string>();
  useEffect(() => {
    if (items.length > 0) setSubmitted(undefined);
  }, [items.length]);

  // The profile arrives after the first render, or changes on another screen.
  useEffect(() => {
    setContact((prev) => ({
      name: prev.name || profile.name,
      email: profile.email || prev.email,
      company: prev.company || profile.company,
      phone: prev.phone || profile.phone,
    }));
  }, [profile.name, profile.email, profile.company, profile.phone]);

  const field = (key: keyof RfqContact) => ({
    id: `${id}-${key}`,
    value: contact[key],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setContact((prev) => ({ ...prev, [key]: value }));
      if (value.trim()) setMissing((prev) => ({ ...prev, [key]: false }));
    },
    "aria-invalid": missing[key] ? true : undefined,
  });

  const onSubmit = () => {
    if (items.length === 0) {
      toast.error(MESSAGES.cart.emptyCartTitle, {
        description: MESSAGES.quoteForm.addOneItemDetail,
      });
      return;
    }
    const lacking = {
      name: !contact.name.trim(),
      company: !contact.company.trim(),
      email: !contact.email.trim(),
    };
    if (lacking.name || lacking.company || lacking.email) {
      setMissing(lacking);
      toast.error(MESSAGES.cart.missingInformationTitle, {
        description: "Please complete your profile: name and company are required.",
      });
      return;
    }
    const body: MultiLineRequestInput = {
      name: contact.name.trim(),
      email: contact.email.trim(),
      company: contact.company.trim(),
      rohs,
      dfars: items.some((item) => item.dfars),
      items: items.map(buildQuoteItem),
      ...(contact.phone.trim() ? { phone: contact.phone.trim() } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    submit.mutate(body, {
      onSuccess: (created) => {
        // The spec's text exactly (spec §4); the number goes in the card's confirmation.
        toast.success(MESSAGES.quoteForm.submittedTitle, {
          description: MESSAGES.quoteForm.trackSignedIn,
          action: { label: "Quote history", onClick: () => void navigate(paths.quotes) },
        });
        setSubmitted(created.request_number);
        setNotes("");
        setRohs(false);
        onSubmitted();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          toast.error(MESSAGES.cart.authRequiredTitle, { description: error.message });
          return;
        }
        toast.error(MESSAGES.quoteForm.submissionFailed, {
          description:
            error instanceof Error && error.message
              ? error.message
              : MESSAGES.quoteForm.rfqSubmissionFailedDefault,
        });
      },
    });
  };

  const pending = submit.isPending;
  return (
    <div className="flex flex-col gap-5">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">RFQ Settings</CardTitle>
          <CardDescription>Submitting as</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <LabelledControl htmlFor={`${id}-name`} label="Name">
              <Input autoComplete="name" {...field("name")} />
            </LabelledControl>
            <LabelledControl htmlFor={`${id}-company`} label="Company">
              <Input autoComplete="organization" {...field("company")} />
            </LabelledControl>
            <LabelledControl htmlFor={`${id}-email`} label="Email">
              <Input type="email" autoComplete="email" {...field("email")} />
            </LabelledControl>
            <LabelledControl htmlFor={`${id}-phone`} label="Phone" note="(optional)">
              <Input type="tel" autoComplete="tel" {...field("phone")} />
            </LabelledControl>
          </div>
          <LabelledControl htmlFor={`${id}-notes`} label="Additional Notes">
            <textarea
              id={`${id}-notes`}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              rows={4}
              maxLength={5000}
              placeholder="Delivery dates, certifications, tolerances, drawings to follow…"
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground/70 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
            />
          </LabelledControl>
          <CheckboxLine checked={rohs} onCheckedChange={setRohs}>
            <span>RoHS Compliant Material Required</span>
          </CheckboxLine>
        </CardContent>
      </Card>

      <Card className="border-primary/40">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Submit Secure RFQ
          </CardTitle>
          <CardDescription className="flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden="true" />
            We respond with a detailed quote within {QUOTE_RESPONSE_HOURS} hours.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {submitted ? (
            <div
              role="status"
              className="flex flex-col gap-1 rounded-md border border-success/40 bg-success-soft p-3 text-sm"
              data-testid="rfq-confirmation"
            >
              <p className="font-medium">
                RFQ submitted: <span className="font-mono tabular-nums">{submitted}</span>
              </p>
              <p className="text-muted-foreground">
                Our sales team reviews it and sends a detailed quote within {QUOTE_RESPONSE_HOURS}{" "}
                hours, by email and in your quote history.
              </p>
            </div>
          ) : null}
          <Button
            size="lg"
            className="w-full"
            onClick={onSubmit}
            // aria-disabled, not disabled: emptied by a submission, it keeps the focus it has.
            blocked={items.length === 0}
            pending={pending}
            data-testid="submit-rfq"
          >
            {pending ? null : <Send aria-hidden="true" />}
            {pending ? MESSAGES.quoteForm.submitting : "Submit Secure RFQ"}
          </Button>
          <p className="text-center text-muted-foreground text-xs">
            Track it in your{" "}
            <Link to={paths.quotes} className="text-link underline underline-offset-4">
              quote history
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

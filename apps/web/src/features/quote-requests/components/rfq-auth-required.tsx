import { BarChart3, Headset, Lock, Mail, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { mailto } from "@/config/brand";
import { paths } from "@/config/paths";

const REASONS = [
  { icon: Lock, text: "Protects your business information" },
  { icon: ShieldCheck, text: "Prevents data harvesting of your drawings and volumes" },
  { icon: BarChart3, text: "Enables tracking of every quote you send" },
  { icon: Headset, text: "Priority support from your sales rep" },
] as const;

/** What a signed-out visitor sees instead of the submit card (spec §2 /rfq, §6). */
export function RfqAuthRequired() {
  return (
    <Card data-testid="rfq-auth-required">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="size-5 text-primary" aria-hidden="true" />
          Authentication Required
        </CardTitle>
        <CardDescription>
          Sign in to submit a detailed RFQ. Your items stay here while you do.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-2.5 text-sm">
          {REASONS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2.5">
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <Button asChild className="w-full">
          <Link to={paths.auth}>Sign In / Create Account</Link>
        </Button>
        <p className="text-center text-muted-foreground text-sm">
          Prefer email?{" "}
          <a
            href={mailto("Request for quote")}
            className="inline-flex items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
          >
            <Mail className="size-3.5" aria-hidden="true" />
            Email us your RFQ
          </a>
        </p>
      </CardContent>
    </Card>
  );
}

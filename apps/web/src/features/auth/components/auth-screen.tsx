import { ArrowLeft, Clock, FileText, ShieldCheck } from "lucide-react";
import { type ReactNode, useCallback, useRef } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { HydrationSlice } from "@/components/hydration-slice";
import { Brand } from "@/components/layout/brand";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";
import { useSession } from "../hooks/use-session";
import {
  AUTH_TITLES,
  type AuthMode,
  authViewOf,
  EMAIL_PARAM,
  RESET_TOKEN_PARAM,
} from "../lib/auth-view";
import { UNTIL_LIVE_CLASS, untilLive } from "../lib/until-live";
import { NewPasswordForm } from "./new-password-form";
import { ResetRequestForm } from "./reset-request-form";
import { type SignInDraft, SignInForm } from "./sign-in-form";
import { type SignUpDraft, SignUpForm } from "./sign-up-form";

const BENEFITS = [
  { icon: Clock, text: "A detailed quote within 24 hours" },
  { icon: FileText, text: "Quote and order history in one place" },
  { icon: ShieldCheck, text: "DFARS-compliant traceability on every order" },
] as const;

/**
 * /auth (spec §2, §4, §5, §8): sign in and sign up, toggled; a password-reset request; the new
 * password page the emailed link opens. A signed-in visitor is sent to /profile once GET /v2/me
 * says so; until then the form shows, as it does for everyone else, so the screen renders the same
 * at build time (dist/auth.html, the sign-in view) as in the browser. What was typed survives
 * switching modes and failed attempts.
 */
export function AuthScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // Always ask the server: a cached "signed in" may be stale (e.g. after a 401 sent us here).
  const session = useSession({ refetchOnMount: "always" });
  const resetToken = params.get(RESET_TOKEN_PARAM);
  const view = authViewOf(params);

  // ?email= prefills the address (the /success offer to a guest: an account with the order's email).
  const givenEmail = (params.get(EMAIL_PARAM) ?? "").trim().slice(0, 254);
  const signInDraft = useRef<SignInDraft>(givenEmail ? { email: givenEmail } : {});
  const signUpDraft = useRef<SignUpDraft>(givenEmail ? { email: givenEmail } : {});
  const resetDraft = useRef<{ email?: string }>({});
  const email = useRef(givenEmail);

  const setMode = useCallback(
    (next: AuthMode) => {
      // Carry the email across modes; each mode keeps the rest of what was typed in it.
      signInDraft.current.email ||= email.current;
      signUpDraft.current.email ||= email.current;
      resetDraft.current.email ||= email.current;
      setParams(next === "signin" ? {} : { mode: next }, { replace: true });
    },
    [setParams],
  );
  const onSignInDraft = useCallback((v: SignInDraft) => {
    signInDraft.current = v;
    email.current = v.email ?? email.current;
  }, []);
  const onSignUpDraft = useCallback((v: SignUpDraft) => {
    signUpDraft.current = v;
    email.current = v.email ?? email.current;
  }, []);
  const onResetDraft = useCallback((v: { email?: string }) => {
    resetDraft.current = v;
    email.current = v.email ?? email.current;
  }, []);
  const goToProfile = useCallback(() => navigate(paths.profile, { replace: true }), [navigate]);

  if (!resetToken && !session.isFetching && session.user) {
    return <Navigate to={paths.profile} replace />;
  }

  const { title, lead } = AUTH_TITLES[view];

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <HydrationSlice name="auth-header">
        <header className="border-border border-b">
          <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
            <Button asChild variant="ghost" size="sm" className="-ml-2">
              <Link to={paths.home}>
                <ArrowLeft aria-hidden="true" />
                Back to Home
              </Link>
            </Button>
            <ThemeToggle />
          </div>
        </header>
      </HydrationSlice>

      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_28rem] lg:items-start lg:gap-16 lg:py-16"
      >
        <HydrationSlice name="auth-benefits">
          <section aria-label="Why an account" className="hidden lg:block lg:pt-6">
            <Brand className="text-lg" />
            <p className="mt-8 max-w-md text-balance font-semibold text-2xl tracking-tight">
              Metal cut to size, quoted the same day.
            </p>
            <ul className="mt-8 flex flex-col gap-4">
              {BENEFITS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 text-muted-foreground">
                  <span className="flex size-9 items-center justify-center rounded-md border border-border bg-surface">
                    <Icon className="size-4 text-link" aria-hidden="true" />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </section>
        </HydrationSlice>

        {/* The form hydrates in a task of its own (issue #19); until then nothing listens to its
            buttons: they stay inert, without dimming (so the page does not flicker as it comes
            alive). `hydrated` is read inside the slice, so its hydration renders what the
            prerender did. */}
        <HydrationSlice name="auth-form">
          <WhenHydrated>
            {(hydrated) => {
              return (
                <div className="mx-auto w-full max-w-md lg:max-w-none">
                  <div className="mb-6 lg:hidden">
                    <Brand />
                  </div>
                  <h1 className="font-semibold text-xl tracking-tight sm:text-2xl">{title}</h1>
                  <p className="mt-1.5 text-muted-foreground text-sm">{lead}</p>

                  <Card className="mt-6">
                    <CardContent className="flex flex-col gap-5 p-5 sm:p-6">
                      {view === "signin" || view === "signup" ? (
                        <ModeToggle mode={view} onChange={setMode} disabled={!hydrated} />
                      ) : null}
                      {(view === "new-password" || view === "email-confirmed") && resetToken ? (
                        <NewPasswordForm
                          token={resetToken}
                          label={title}
                          onDone={() => setParams({}, { replace: true })}
                          onRequestNewLink={() => setParams({ mode: "reset" }, { replace: true })}
                        />
                      ) : view === "reset" ? (
                        <ResetRequestForm
                          draft={resetDraft.current}
                          onDraft={onResetDraft}
                          onBack={() => setMode("signin")}
                        />
                      ) : view === "signup" ? (
                        <SignUpForm
                          draft={signUpDraft.current}
                          onDraft={onSignUpDraft}
                          onSignedIn={goToProfile}
                          onAccountExists={(existing) => {
                            email.current = existing;
                            signInDraft.current = { email: existing };
                            setMode("signin");
                          }}
                        />
                      ) : (
                        <SignInForm
                          draft={signInDraft.current}
                          onDraft={onSignInDraft}
                          onSignedIn={goToProfile}
                          onForgotPassword={() => setMode("reset")}
                          ready={hydrated}
                        />
                      )}
                    </CardContent>
                  </Card>

                  {view === "signin" || view === "signup" ? (
                    <p className="mt-5 text-center text-muted-foreground text-sm">
                      {view === "signin" ? "New to Ingot Metals?" : "Already have an account?"}{" "}
                      <Button
                        variant="link"
                        className={cn("text-sm", UNTIL_LIVE_CLASS)}
                        {...untilLive(hydrated)}
                        onClick={() => setMode(view === "signin" ? "signup" : "signin")}
                      >
                        {view === "signin" ? "Create an account" : "Sign in"}
                      </Button>
                    </p>
                  ) : null}
                </div>
              );
            }}
          </WhenHydrated>
        </HydrationSlice>
      </main>
    </div>
  );
}

function ModeToggle({
  mode,
  onChange,
  disabled,
}: {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="m-0 grid min-w-0 grid-cols-2 gap-1 rounded-md border border-border bg-muted p-1">
      <legend className="sr-only">Sign in or create an account</legend>
      {(
        [
          ["signin", "Sign In"],
          ["signup", "Create Account"],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          disabled={disabled}
          onClick={() => onChange(value)}
          className={cn(
            "h-9 rounded-sm font-medium text-sm transition-colors",
            "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            mode === value
              ? "bg-surface text-foreground shadow-sm"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

/** `children(hydrated)`: whether the app has taken over this part of the page (lib/use-hydrated). */
function WhenHydrated({ children }: { children: (hydrated: boolean) => ReactNode }) {
  return children(useHydrated());
}

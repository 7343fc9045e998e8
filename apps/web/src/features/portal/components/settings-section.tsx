import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MESSAGES,
  type NotificationPreferences,
  newPasswordSchema,
} from "@ingot/domain";
import { KeyRound, Moon, Save, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { CurrentPasswordField, NewPasswordField } from "@/components/ui/password-field";
import { TitledCard } from "@/components/ui/titled-card";
import { cn } from "@/lib/cn";
import { errorMessage, focusFirstInvalid } from "@/lib/form-errors";
import { setTheme, useTheme } from "@/lib/theme";
import { toast } from "@/lib/toast";
import { useCheckedForm } from "@/lib/use-checked-form";
import { useChangePassword } from "../api/change-password";
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from "../api/notification-preferences";
import { ApiKeysCard } from "./api-keys-card";
import { FormCard } from "./form-card";
import { QueryView, SectionFrame } from "./section-states";
import { SubmitRow } from "./submit-row";
import { WebhooksCard } from "./webhooks-card";

const PREFERENCE_FIELDS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: "quote_updates", label: "Quote updates", hint: "When a request is reviewed or quoted." },
  { key: "order_updates", label: "Order updates", hint: "Payment confirmation and production." },
  {
    key: "shipping_updates",
    label: "Shipping updates",
    hint: "Carrier and tracking number, pickup.",
  },
  { key: "marketing", label: "News and offers", hint: "New materials and occasional offers." },
];

function Preferences({ email }: { email: string }) {
  const preferences = useNotificationPreferences(email);
  const update = useUpdateNotificationPreferences(email);
  const [draft, setDraft] = useState<NotificationPreferences>({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
  });
  const [saved, setSaved] = useState(false);
  const loaded = preferences.data?.preferences;
  useEffect(() => {
    if (loaded) setDraft(loaded);
  }, [loaded]);
  const dirty = loaded ? PREFERENCE_FIELDS.some((f) => draft[f.key] !== loaded[f.key]) : false;

  const save = async () => {
    try {
      await update.mutateAsync(draft);
      setSaved(true);
      toast.success("Preferences saved");
    } catch {
      toast.error("Error", { description: MESSAGES.portal.preferencesUpdateFailed });
    }
  };

  return (
    <TitledCard
      small
      title="Email notifications"
      description="What we email you about. Receipts are always sent."
    >
      <QueryView
        query={preferences}
        failed={MESSAGES.portal.preferencesLoadFailed}
        skeleton="[&>div]:h-40"
      >
        {() => (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
            className="flex flex-col gap-4"
          >
            <fieldset className="flex flex-col gap-3">
              <legend className="sr-only">Email me about</legend>
              {PREFERENCE_FIELDS.map((field) => (
                <label
                  key={field.key}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 hover:bg-muted/50"
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-primary"
                    name={field.key}
                    checked={draft[field.key]}
                    onChange={(e) => {
                      setSaved(false);
                      setDraft((d) => ({ ...d, [field.key]: e.target.checked }));
                    }}
                  />
                  <span>
                    <span className="block font-medium text-sm">{field.label}</span>
                    <span className="block text-muted-foreground text-xs">{field.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {update.isError ? (
              <p role="alert" className="text-danger text-sm">
                {MESSAGES.portal.preferencesUpdateFailed}
              </p>
            ) : null}
            <SubmitRow
              size="sm"
              label="Save preferences"
              icon={Save}
              pending={update.isPending}
              disabled={!dirty}
              doneText={saved && !dirty ? "Saved" : null}
            />
          </form>
        )}
      </QueryView>
    </TitledCard>
  );
}

function ThemeChoice() {
  const theme = useTheme();
  const options = [
    { value: "dark", label: "Dark", icon: <Moon aria-hidden="true" /> },
    { value: "light", label: "Light", icon: <Sun aria-hidden="true" /> },
  ] as const;
  return (
    <TitledCard small title="Theme" description="Saved on this device.">
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="sr-only">Theme</legend>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-center justify-center gap-2 rounded-md border p-3 text-sm [&_svg]:size-4",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              theme === option.value
                ? "border-primary bg-muted font-medium"
                : "border-border hover:bg-muted/50",
            )}
          >
            <input
              type="radio"
              name="theme"
              value={option.value}
              checked={theme === option.value}
              onChange={() => setTheme(option.value)}
              className="sr-only"
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </fieldset>
    </TitledCard>
  );
}

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: MESSAGES.contact.fieldRequired }),
    newPassword: newPasswordSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "The passwords do not match.",
  });
type ChangePasswordValues = z.output<typeof changePasswordSchema>;

function ChangePassword() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const { form, formRef, field, submit } = useCheckedForm<ChangePasswordValues>(
    zodResolver(changePasswordSchema),
    { currentPassword: "", newPassword: "", confirmPassword: "" },
    "onTouched",
  );
  const { formState, reset, setError } = form;

  const onSubmit = submit(async (values) => {
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset();
      setDone(true);
      toast.success("Password changed", { description: "Other devices were signed out." });
    } catch (error) {
      const message = errorMessage(error, "Could not change the password.");
      if (/invalid password|incorrect/i.test(message)) {
        setError("currentPassword", { message: "The current password is not correct." });
        focusFirstInvalid(formRef.current);
      } else {
        toast.error("Error", { description: message });
      }
    }
  }, "Password not changed");

  return (
    <FormCard
      icon={KeyRound}
      title="Change password"
      description="Other devices are signed out when you change it."
      formRef={formRef}
      onSubmit={onSubmit}
      submit={{
        size: "sm",
        label: "Change password",
        icon: KeyRound,
        pending: formState.isSubmitting,
        doneText: done ? "Password changed" : null,
      }}
    >
      <CurrentPasswordField
        id="password-current"
        label="Current password"
        {...field("currentPassword", { onChange: () => setDone(false) })}
      />
      <NewPasswordField id="password-new" label="New password" {...field("newPassword")} />
      <FormField
        id="password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
    </FormCard>
  );
}

/** Settings: notification preferences, theme, password, API keys, webhooks. */
export function SettingsSection({ email }: { email: string }) {
  return (
    <SectionFrame
      section="settings"
      description="Notifications, theme, password, API keys and webhooks."
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2 lg:items-start">
        <Preferences email={email} />
        <div className="flex flex-col gap-6">
          <ThemeChoice />
          <ChangePassword />
        </div>
        <ApiKeysCard />
        <WebhooksCard />
      </div>
    </SectionFrame>
  );
}

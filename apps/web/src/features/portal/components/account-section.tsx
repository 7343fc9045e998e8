import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, type ProfileUpdate, profileUpdateSchema } from "@ingot/domain";
import { Save } from "lucide-react";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { Card, CardContent } from "@/components/ui/card";
import { CompanyField, NameField, PhoneField } from "@/components/ui/contact-fields";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useCheckedForm } from "@/lib/use-checked-form";
import { useProfile, useUpdateProfile } from "../api/get-profile";
import { PortalForm } from "./portal-form";
import { QueryView, SectionFrame } from "./section-states";
import { SubmitRow } from "./submit-row";

type ProfileInput = z.input<typeof profileUpdateSchema>;

/** The form's values for a stored profile: a missing detail is an empty field. */
function formValues(profile: {
  full_name?: string | null;
  company?: string | null;
  phone?: string | null;
}): ProfileInput {
  return {
    full_name: profile.full_name ?? "",
    company: profile.company ?? "",
    phone: profile.phone ?? "",
  };
}

/** Account Info: full name, company and phone (PUT /v2/profiles/{userId}); email is the sign-in. */
export function AccountSection({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const update = useUpdateProfile(userId);
  const [savedAt, setSavedAt] = useState<number>();
  const { form, formRef, field, submit, placeServerErrors } = useCheckedForm<
    ProfileInput,
    ProfileUpdate
  >(zodResolver(profileUpdateSchema), formValues({}), "onTouched");
  const { reset, formState } = form;

  const data = profile.data;
  useEffect(() => {
    if (data) reset(formValues(data));
  }, [data, reset]);

  const onSubmit = submit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(formValues(saved));
      setSavedAt(Date.now());
      toast.success("Profile saved", { description: "Your account details are up to date." });
    } catch (error) {
      placeServerErrors(error, ["full_name", "company", "phone"]);
      toast.error("Error", { description: errorMessage(error, "Could not save your profile.") });
    }
  }, "Profile not saved");

  return (
    <SectionFrame
      section="account"
      description="The contact details we put on your quotes and orders."
    >
      <QueryView query={profile} failed={MESSAGES.portal.profileLoadFailed} skeleton="[&>div]:h-72">
        {(data) => (
          <Card className="max-w-2xl">
            <CardContent>
              <PortalForm
                formRef={formRef}
                onSubmit={onSubmit}
                className="grid gap-5 sm:grid-cols-2"
              >
                <FormField
                  id="account-email"
                  label="Email"
                  value={data.email}
                  readOnly
                  disabled
                  hint="Your sign-in email."
                  className="sm:col-span-2"
                />
                <NameField id="account-full-name" {...field("full_name")} />
                <CompanyField id="account-company" {...field("company")} />
                <PhoneField id="account-phone" {...field("phone")} />
                <SubmitRow
                  className="flex flex-wrap items-center gap-3 sm:col-span-2"
                  label="Save changes"
                  icon={Save}
                  pending={formState.isSubmitting}
                  disabled={!formState.isDirty}
                  doneText={savedAt && !formState.isDirty ? "Saved" : null}
                />
              </PortalForm>
            </CardContent>
          </Card>
        )}
      </QueryView>
    </SectionFrame>
  );
}

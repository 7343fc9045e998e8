import { AuthScreen } from "@/features/auth/components/auth-screen";

/** Sign in or create an account (/auth, spec §2). */
export function Component() {
  return <AuthScreen />;
}

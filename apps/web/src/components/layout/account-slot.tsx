import { createContext, type ReactNode, useContext } from "react";

/**
 * What the header shows in its account corner when a screen passes none. The app puts the accounts
 * feature's menu here (app/root-layout.tsx), so shared components import no feature.
 */
const AccountSlot = createContext<ReactNode>(null);

export const AccountSlotProvider = AccountSlot.Provider;

export function useAccountSlot(): ReactNode {
  return useContext(AccountSlot);
}

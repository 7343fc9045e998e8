import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

import type { useSession } from "../hooks/use-session";

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-muted data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:text-muted-foreground";

type SignedInUser = NonNullable<ReturnType<typeof useSession>["user"]>;

/**
 * The signed-in Account menu (Profile, Sign Out). Its own chunk: the dropdown primitives load only
 * for a signed-in visitor, not with every page's header.
 */
export function AccountDropdown({
  user,
  signingOut,
  onSignOut,
}: {
  user: SignedInUser;
  signingOut: boolean;
  onSignOut: () => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label="Account menu" className="gap-1.5">
          <UserRound aria-hidden="true" />
          <span className="hidden sm:inline">Account</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-md border border-border bg-surface p-1 text-surface-foreground shadow-lg data-[state=open]:animate-[ingot-fade-in_120ms_ease-out]"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-2">
            <span className="block truncate font-medium text-sm">
              {user.name || "Your account"}
            </span>
            <span className="block truncate text-muted-foreground text-xs">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.profile}>
              <UserRound aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} disabled={signingOut} onSelect={onSignOut}>
            <LogOut aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

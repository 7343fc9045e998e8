import { Copy } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * A secret the server shows once (an API key, a webhook's signing secret, issue #20): focused and
 * selected on arrival, a Copy button (selecting it for a manual copy when the clipboard refuses),
 * and Done. `noun` names it in the texts ("key": "Copy key", "Key copied").
 */
export function ShownOnce({
  regionLabel,
  intro,
  inputId,
  inputLabel,
  noun,
  value,
  onDone,
  children,
}: {
  regionLabel: string;
  intro: ReactNode;
  inputId: string;
  inputLabel: string;
  noun: string;
  value: string;
  onDone: () => void;
  /** How to use it, under the field. */
  children: ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} copied`);
    } catch {
      inputRef.current?.select();
      toast.error("Could not copy", { description: `Select the ${noun} and copy it yourself.` });
    }
  };
  return (
    <section
      aria-label={regionLabel}
      className="flex flex-col gap-3 rounded-md border border-primary/50 bg-muted/40 p-4"
    >
      <p className="font-medium text-sm">{intro}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {inputLabel}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          readOnly
          value={value}
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-surface px-3 font-mono text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        />
        <div className="flex gap-2">
          <Button type="button" size="md" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy {noun}
          </Button>
          <Button type="button" size="md" variant="outline" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
      <p className="text-muted-foreground text-xs">{children}</p>
    </section>
  );
}

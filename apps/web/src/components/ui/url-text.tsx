import { type ComponentProps, Fragment } from "react";
import { cn } from "@/lib/cn";

/**
 * A URL cut into the pieces a line may end after: after each "/" of the path (not inside "//"),
 * and before "?", "&" and "#". Joined again they are the URL, character for character.
 */
export function urlLinePieces(url: string): string[] {
  return url.split(/(?<=[^/:]\/)(?!\/)|(?=[?&#])/).filter((piece) => piece !== "");
}

/**
 * Shows a URL that wraps cleanly on a narrow screen: lines end at the URL's own separators (after
 * "/", before "?", "&", "#"), never at a hyphen inside a piece (a reader would take it for
 * hyphenation), and only a piece longer than the whole line (a long token) is broken inside, so
 * nothing overflows. Each piece is an inline block as wide as its text, at most the line: it moves
 * to the next line whole unless it could not fit any line. The text, copied or read aloud, is the URL.
 */
export function UrlText({ url, className, ...props }: { url: string } & ComponentProps<"span">) {
  return (
    <span className={cn("wrap-anywhere", className)} {...props}>
      {urlLinePieces(url).map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one URL, in order, never reordered
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="inline-block max-w-full" data-url-piece="">
            {piece}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

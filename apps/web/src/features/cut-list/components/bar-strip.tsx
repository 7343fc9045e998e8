import { formatLength, type PlannedBar } from "@ingot/domain";
import { useId } from "react";

export interface BarStripProps {
  bar: PlannedBar;
  index: number;
  /** inches: the longest stock length in the plan, so every bar is drawn to one scale */
  scale: number;
  kerf: number;
}

const WIDTH = 1000;
const HEIGHT = 44;

const trim = (value: number) => String(Number(value.toFixed(3)));

/**
 * One stock bar drawn to scale: its pieces (with their labels where they fit), the kerfs between
 * them, and the drop, marked usable or scrap. A title and description carry the same for screen
 * readers; the caption below repeats the essentials for everyone.
 */
export function BarStrip({ bar, index, scale, kerf }: BarStripProps) {
  const id = useId();
  const x = (inches: number) => (inches / scale) * WIDTH;
  const barWidth = x(bar.stockLength);
  const last = bar.cuts[bar.cuts.length - 1];
  const usedEnd = last ? last.offset + last.length : 0;
  const dropStart = bar.drop > 0 ? bar.stockLength - bar.drop : bar.stockLength;
  const dropText =
    bar.drop > 0
      ? `drop ${formatLength(bar.drop)}, ${bar.dropUsable ? "usable" : "scrap"}`
      : "no drop";
  const description = `${bar.cuts
    .map((cut) => `${trim(cut.length)} in${cut.label ? ` ${cut.label}` : ""}`)
    .join(", ")}; ${dropText}.`;

  return (
    <figure className="flex flex-col gap-1" data-testid="cut-bar">
      <div className="relative">
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-11 w-full"
        >
          <title id={`${id}-title`}>{`Bar ${index + 1}, ${formatLength(bar.stockLength)}`}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <defs>
            <pattern
              id={`${id}-scrap`}
              width="8"
              height="8"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="8" height="8" className="fill-muted" />
              <line
                x1="0"
                y1="0"
                x2="0"
                y2="8"
                className="stroke-muted-foreground/60"
                strokeWidth="3"
              />
            </pattern>
          </defs>
          <rect
            x="0"
            y="0"
            width={barWidth}
            height={HEIGHT}
            rx="3"
            className="fill-muted stroke-border"
          />
          {bar.cuts.map((cut, cutIndex) => {
            const left = x(cut.offset);
            const width = Math.max(1, x(cut.length));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: cuts have no id; order is the plan's
              <g key={cutIndex}>
                <rect
                  x={left}
                  y="2"
                  width={width}
                  height={HEIGHT - 4}
                  rx="2"
                  className="fill-primary/25 stroke-primary"
                  strokeWidth="1.5"
                  vectorEffect="non-scaling-stroke"
                />
                {kerf > 0 && cutIndex < bar.cuts.length - 1 ? (
                  <rect
                    x={x(cut.offset + cut.length)}
                    y="0"
                    width={Math.max(1.5, x(kerf))}
                    height={HEIGHT}
                    className="fill-foreground"
                  />
                ) : null}
              </g>
            );
          })}
          {bar.drop > 0 ? (
            <>
              <rect
                x={x(usedEnd)}
                y="0"
                width={Math.max(1.5, x(dropStart - usedEnd))}
                height={HEIGHT}
                className="fill-foreground"
              />
              <rect
                x={x(dropStart)}
                y="2"
                width={Math.max(1, x(bar.drop))}
                height={HEIGHT - 4}
                rx="2"
                className={
                  bar.dropUsable ? "fill-success-soft stroke-success" : "stroke-muted-foreground"
                }
                fill={bar.dropUsable ? undefined : `url(#${id}-scrap)`}
                strokeDasharray={bar.dropUsable ? undefined : "4 3"}
                vectorEffect="non-scaling-stroke"
              />
            </>
          ) : null}
        </svg>
        {/* Labels as text over the drawing (the drawing stretches; text must not). */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          {bar.cuts.map((cut, cutIndex) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: cuts have no id; order is the plan's
              key={cutIndex}
              className="absolute inset-y-0 flex flex-col items-center justify-center overflow-hidden px-0.5 text-center text-[11px] leading-tight tabular-nums"
              style={{
                left: `${(cut.offset / scale) * 100}%`,
                width: `${(cut.length / scale) * 100}%`,
              }}
            >
              <span className="max-w-full truncate font-medium">{trim(cut.length)}</span>
              {cut.label ? (
                <span className="max-w-full truncate text-muted-foreground">{cut.label}</span>
              ) : null}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="flex flex-wrap justify-between gap-x-3 text-muted-foreground text-xs tabular-nums">
        <span>
          Bar {index + 1} · {formatLength(bar.stockLength)} · {bar.cuts.length}{" "}
          {bar.cuts.length === 1 ? "piece" : "pieces"}
        </span>
        <span className={bar.dropUsable ? "text-success" : undefined}>{dropText}</span>
      </figcaption>
    </figure>
  );
}

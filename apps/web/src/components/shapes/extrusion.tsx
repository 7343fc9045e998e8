import type { DimensionKey } from "@ingot/domain";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A piece of stock drawn as an oblique extrusion: its cross-section on the front face, pushed back
 * along the length. Every shape of the catalog is one of these, so the drawings share one light
 * source, one line weight and one place for dimension labels. Colours follow `currentColor` so the
 * drawings work in both themes.
 */

export type ShapeLabels = Partial<Record<DimensionKey, string>>;

interface RectProfile {
  kind: "rect";
  /** Front-face width and height, in drawing units. */
  width: number;
  height: number;
}
interface CircleProfile {
  kind: "circle";
  radius: number;
}

export interface ExtrusionProps {
  profile: RectProfile | CircleProfile;
  /** Wall thickness in drawing units: a tube. */
  wall?: number;
  /** How far back the length runs, in drawing units (x, y). */
  depth?: { x: number; y: number };
  /** Dimension labels; absent labels are not drawn. */
  labels?: ShapeLabels;
  /** Accessible name; omit for a decorative drawing. */
  title?: string;
  className?: string;
}

const VIEW_W = 250;
const VIEW_H = 150;
const FACE = { front: 0.16, top: 0.3, side: 0.22, back: 0.08, inner: 0.5 } as const;

const pts = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

function Label({
  x,
  y,
  anchor = "middle",
  children,
}: {
  x: number;
  y: number;
  anchor?: "start" | "middle" | "end";
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      dominantBaseline="middle"
      className="fill-current font-medium"
      style={{ fontSize: 11, fontVariantNumeric: "tabular-nums" }}
    >
      {children}
    </text>
  );
}

/** A dimension line with end ticks between two points. */
function DimLine({ from, to }: { from: [number, number]; to: [number, number] }) {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = (-(y2 - y1) / len) * 3;
  const ny = ((x2 - x1) / len) * 3;
  return (
    <g className="stroke-current" strokeWidth={0.8} opacity={0.7}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      <line x1={x1 - nx} y1={y1 - ny} x2={x1 + nx} y2={y1 + ny} />
      <line x1={x2 - nx} y1={y2 - ny} x2={x2 + nx} y2={y2 + ny} />
    </g>
  );
}

export function Extrusion({
  profile,
  wall,
  depth = { x: 70, y: -42 },
  labels,
  title,
  className,
}: ExtrusionProps) {
  const cx = 104;
  const cy = 96;
  const { x: dx, y: dy } = depth;
  const stroke = {
    stroke: "currentColor",
    strokeWidth: 1.4,
    strokeLinejoin: "round" as const,
  };
  const decorative = !title;

  let body: ReactNode;
  let lengthEdge: { from: [number, number]; to: [number, number] };
  let labelNodes: ReactNode = null;

  if (profile.kind === "rect") {
    const x1 = cx - profile.width / 2;
    const x2 = cx + profile.width / 2;
    const y1 = cy - profile.height / 2;
    const y2 = cy + profile.height / 2;
    body = (
      <>
        <polygon
          points={pts([
            [x1, y1],
            [x2, y1],
            [x2 + dx, y1 + dy],
            [x1 + dx, y1 + dy],
          ])}
          fill="currentColor"
          fillOpacity={FACE.top}
          {...stroke}
        />
        <polygon
          points={pts([
            [x2, y1],
            [x2 + dx, y1 + dy],
            [x2 + dx, y2 + dy],
            [x2, y2],
          ])}
          fill="currentColor"
          fillOpacity={FACE.side}
          {...stroke}
        />
        <rect
          x={x1}
          y={y1}
          width={profile.width}
          height={profile.height}
          fill="currentColor"
          fillOpacity={FACE.front}
          {...stroke}
        />
        {wall ? (
          <rect
            x={x1 + wall}
            y={y1 + wall}
            width={profile.width - 2 * wall}
            height={profile.height - 2 * wall}
            className="fill-background"
            fillOpacity={FACE.inner + 0.4}
            {...stroke}
          />
        ) : null}
      </>
    );
    lengthEdge = { from: [x1 - 4, y1 - 6], to: [x1 + dx - 4, y1 + dy - 6] };
    if (labels) {
      labelNodes = (
        <>
          {labels.length ? (
            <>
              <DimLine from={lengthEdge.from} to={lengthEdge.to} />
              <Label x={x1 + dx / 2 - 14} y={y1 + dy / 2 - 14} anchor="end">
                {labels.length}
              </Label>
            </>
          ) : null}
          {labels.width ? (
            <>
              <DimLine from={[x1, y2 + 8]} to={[x2, y2 + 8]} />
              <Label x={cx} y={y2 + 20}>
                {labels.width}
              </Label>
            </>
          ) : null}
          {labels.height ? (
            <>
              <DimLine from={[x1 - 8, y1]} to={[x1 - 8, y2]} />
              <Label x={x1 - 13} y={cy} anchor="end">
                {labels.height}
              </Label>
            </>
          ) : null}
          {labels.wall && wall ? (
            <>
              <line
                x1={x2 - wall / 2}
                y1={y2 - wall / 2}
                x2={x2 + 12}
                y2={y2 + 16}
                className="stroke-current"
                strokeWidth={0.8}
              />
              <Label x={x2 + 14} y={y2 + 20} anchor="start">
                {labels.wall}
              </Label>
            </>
          ) : null}
        </>
      );
    }
  } else {
    const r = profile.radius;
    const len = Math.hypot(dx, dy);
    const nx = (-dy / len) * r;
    const ny = (dx / len) * r;
    body = (
      <>
        <circle
          cx={cx + dx}
          cy={cy + dy}
          r={r}
          fill="currentColor"
          fillOpacity={FACE.back}
          {...stroke}
        />
        <polygon
          points={pts([
            [cx + nx, cy + ny],
            [cx + dx + nx, cy + dy + ny],
            [cx + dx - nx, cy + dy - ny],
            [cx - nx, cy - ny],
          ])}
          fill="currentColor"
          fillOpacity={FACE.top}
          strokeWidth={0}
        />
        <line x1={cx + nx} y1={cy + ny} x2={cx + dx + nx} y2={cy + dy + ny} {...stroke} />
        <line x1={cx - nx} y1={cy - ny} x2={cx + dx - nx} y2={cy + dy - ny} {...stroke} />
        <circle cx={cx} cy={cy} r={r} className="fill-surface" {...stroke} />
        <circle cx={cx} cy={cy} r={r} fill="currentColor" fillOpacity={FACE.front} />
        {wall ? (
          <circle
            cx={cx}
            cy={cy}
            r={r - wall}
            className="fill-background"
            fillOpacity={FACE.inner + 0.4}
            {...stroke}
          />
        ) : null}
      </>
    );
    lengthEdge = {
      from: [cx - nx - 6, cy - ny - 6],
      to: [cx + dx - nx - 6, cy + dy - ny - 6],
    };
    if (labels) {
      labelNodes = (
        <>
          {labels.length ? (
            <>
              <DimLine from={lengthEdge.from} to={lengthEdge.to} />
              <Label x={cx + dx / 2 - nx - 16} y={cy + dy / 2 - ny - 14} anchor="end">
                {labels.length}
              </Label>
            </>
          ) : null}
          {labels.diameter ? (
            <>
              <DimLine from={[cx - r, cy + r + 8]} to={[cx + r, cy + r + 8]} />
              <Label x={cx} y={cy + r + 20}>
                {labels.diameter}
              </Label>
            </>
          ) : null}
          {labels.wall && wall ? (
            <>
              <line
                x1={cx + (r - wall / 2) * Math.SQRT1_2}
                y1={cy + (r - wall / 2) * Math.SQRT1_2}
                x2={cx + r + 12}
                y2={cy + r + 10}
                className="stroke-current"
                strokeWidth={0.8}
              />
              <Label x={cx + r + 14} y={cy + r + 14} anchor="start">
                {labels.wall}
              </Label>
            </>
          ) : null}
        </>
      );
    }
  }

  return (
    <svg
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      className={cn("h-auto w-full overflow-visible", className)}
      role={decorative ? undefined : "img"}
      aria-hidden={decorative ? true : undefined}
      aria-label={title}
      focusable="false"
    >
      {body}
      {labelNodes}
    </svg>
  );
}

import type { ReactNode } from "react";

/**
 * Placeholder customer logos, drawn for this project (fictional companies): a glyph and a wordmark
 * in one SVG, in currentColor so they follow the theme. Swap in real logos with permission.
 */
export interface CustomerLogo {
  name: string;
  glyph: ReactNode;
  upper?: boolean;
  weight?: number;
  /** Extra letter spacing, px per character. */
  spacing?: number;
}

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function CustomerLogoMark({ logo, className }: { logo: CustomerLogo; className?: string }) {
  const { name, glyph, upper = false, weight = 600, spacing = 0 } = logo;
  const text = upper ? name.toUpperCase() : name;
  // Roughly the width the system sans needs at 15 px; textLength evens out font differences.
  const textWidth = Math.round(text.length * (upper ? 9.6 : 8.4) + text.length * spacing);
  const width = 36 + textWidth;
  return (
    <svg
      viewBox={`0 0 ${width} 28`}
      width={width}
      height={28}
      role="img"
      aria-label={name}
      className={className}
    >
      <g fill="currentColor">{glyph}</g>
      <text
        x={36}
        y={19.5}
        fontSize={15}
        fontWeight={weight}
        fill="currentColor"
        textLength={textWidth}
        lengthAdjust="spacing"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {text}
      </text>
    </svg>
  );
}

export const CUSTOMER_LOGOS: readonly CustomerLogo[] = [
  {
    name: "Kestrel Aero",
    glyph: <path d="M1 21 14 5l13 16h-6.5L14 13l-6.5 8z" />,
    upper: true,
    spacing: 1.5,
  },
  {
    name: "Northfield Machine",
    glyph: (
      <path
        fillRule="evenodd"
        d="M14 2 25 8.5v13L14 28 3 21.5v-13zm0 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
      />
    ),
  },
  {
    name: "Ridgeline Tool & Die",
    glyph: <path d="M1 24 9.5 9l5 8 4.5-12L27 24z" />,
    weight: 700,
  },
  {
    name: "Lakeshore Fabrication",
    glyph: (
      <g {...stroke}>
        <path d="M2 9c4-4 8 4 12 0s8 4 12 0" />
        <path d="M2 15c4-4 8 4 12 0s8 4 12 0" />
        <path d="M2 21c4-4 8 4 12 0s8 4 12 0" />
      </g>
    ),
    weight: 500,
  },
  {
    name: "Summit Precision",
    glyph: (
      <g {...stroke}>
        <circle cx="14" cy="14" r="10" />
        <path d="M14 1v8M14 19v8M1 14h8M19 14h8" />
      </g>
    ),
    upper: true,
    weight: 700,
    spacing: 0.5,
  },
  {
    name: "Ironbridge Robotics",
    glyph: <path d="M1 22h26v4H1zM3 22V12a11 9 0 0 1 22 0v10h-4v-9a7 6 0 0 0-14 0v9z" />,
  },
  {
    name: "Meridian Motorsport",
    glyph: <path d="M6 6h6L6 22H0zm8 0h6l-6 16H8zm8 0h6l-6 16h-6z" />,
    weight: 700,
  },
  {
    name: "Coldwater Defense",
    glyph: (
      <path
        fillRule="evenodd"
        d="M14 1 26 5v8c0 7-5 12-12 14C7 25 2 20 2 13V5zm0 6-6 2v4c0 4 3 7 6 8 3-1 6-4 6-8V9z"
      />
    ),
    upper: true,
    spacing: 1,
  },
];

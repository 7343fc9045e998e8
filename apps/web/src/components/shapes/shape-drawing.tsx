import type { ProductType, Shape } from "@ingot/domain";
import { Extrusion, type ShapeLabels } from "./extrusion";

/**
 * The catalog's shapes as small drawings (visual.md: the picker shows each shape, item entry shows
 * the chosen one with its dimensions labelled). One component per shape so screens can use them
 * directly; `ShapeDrawing` picks by product type and shape.
 */
export interface ShapeProps {
  labels?: ShapeLabels;
  title?: string;
  className?: string;
}

export function PlateShape(props: ShapeProps) {
  return (
    <Extrusion
      profile={{ kind: "rect", width: 104, height: 14 }}
      depth={{ x: 84, y: -52 }}
      {...props}
    />
  );
}

export function RoundBarShape(props: ShapeProps) {
  return <Extrusion profile={{ kind: "circle", radius: 24 }} {...props} />;
}

export function SquareBarShape(props: ShapeProps) {
  return <Extrusion profile={{ kind: "rect", width: 44, height: 44 }} {...props} />;
}

export function RectangleBarShape(props: ShapeProps) {
  return <Extrusion profile={{ kind: "rect", width: 64, height: 32 }} {...props} />;
}

export function SquareTubeShape(props: ShapeProps) {
  return <Extrusion profile={{ kind: "rect", width: 48, height: 48 }} wall={6} {...props} />;
}

export function RectangleTubeShape(props: ShapeProps) {
  return <Extrusion profile={{ kind: "rect", width: 68, height: 38 }} wall={6} {...props} />;
}

export function RoundTubeShape(props: ShapeProps) {
  return <Extrusion profile={{ kind: "circle", radius: 26 }} wall={6} {...props} />;
}

export function ShapeDrawing({
  productType,
  shape,
  ...props
}: ShapeProps & { productType: ProductType; shape: Shape }) {
  if (productType === "Plate") return <PlateShape {...props} />;
  if (productType === "Tube") {
    if (shape === "Round") return <RoundTubeShape {...props} />;
    if (shape === "Rectangle") return <RectangleTubeShape {...props} />;
    return <SquareTubeShape {...props} />;
  }
  if (shape === "Round") return <RoundBarShape {...props} />;
  if (shape === "Rectangle") return <RectangleBarShape {...props} />;
  if (shape === "Square") return <SquareBarShape {...props} />;
  return <PlateShape {...props} />;
}

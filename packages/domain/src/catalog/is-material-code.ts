import { MATERIAL_CODES, type MaterialCode } from "./materials";

export function isMaterialCode(value: unknown): value is MaterialCode {
  return typeof value === "string" && (MATERIAL_CODES as readonly string[]).includes(value);
}

import { MATERIALS, type Material } from "./materials";

/** The material with this code, or undefined for an unknown code. */
export function getMaterial(code: string): Material | undefined {
  return MATERIALS.find((material) => material.code === code);
}

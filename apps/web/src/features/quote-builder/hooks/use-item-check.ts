import type { ItemValidator } from "@ingot/domain";
import { useEffect, useState } from "react";

let loaded: ItemValidator | undefined;
let loading: Promise<ItemValidator> | undefined;

/** Fetches the catalog check once for every entry on the page. */
function loadItemCheck(): Promise<ItemValidator> {
  loading ??= import("./item-check").then((module) => {
    loaded = module.validateItem;
    return loaded;
  });
  return loading;
}

/**
 * The catalog check of a complete item (the domain's `validateItem`), or undefined until its code
 * is in. The check brings the schema library (23 kB on the wire), which the item entry needs only
 * once a material is chosen and the dimensions typed: fetched as the entry mounts, the form takes
 * input without waiting for it (issue #19: the hero form on a throttled phone).
 */
export function useItemCheck(): ItemValidator | undefined {
  const [check, setCheck] = useState<ItemValidator | undefined>(() => loaded);
  useEffect(() => {
    if (check) return;
    let current = true;
    void loadItemCheck().then((loadedCheck) => {
      if (current) setCheck(() => loadedCheck);
    });
    return () => {
      current = false;
    };
  }, [check]);
  return check;
}

/**
 * The cut-list engine off the main thread, for lists too long to plan between two keystrokes
 * (hooks/use-cut-plan.ts). Answers each request with its key, the plan or the engine's error.
 */
import { type CutListInput, planCutList } from "@ingot/domain/cut-list/plan-cut-list";

export interface PlanRequest {
  key: string;
  input: CutListInput;
}
export type PlanReply =
  | { key: string; plan: ReturnType<typeof planCutList> }
  | { key: string; error: string };

self.addEventListener("message", (event: MessageEvent<PlanRequest>) => {
  const { key, input } = event.data;
  let reply: PlanReply;
  try {
    reply = { key, plan: planCutList(input) };
  } catch (error) {
    reply = { key, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});

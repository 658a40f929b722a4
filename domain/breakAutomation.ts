import { BREAK_AUTOMATION_ENDINGS } from "./actions.ts";

/**
 * Break automation options (SPEC §5): only one ending option may be selected, the last
 * choice wins; rotation options keep their order, each once.
 */
export function normaliseBreakAutomation(options: readonly string[]): string[] {
  const endings = BREAK_AUTOMATION_ENDINGS as readonly string[];
  const lastEnding = options.filter((o) => endings.includes(o)).at(-1);
  const rotation = [...new Set(options.filter((o) => !endings.includes(o)))];
  return lastEnding ? [...rotation, lastEnding] : rotation;
}

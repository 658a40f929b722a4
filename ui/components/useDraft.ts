import { useState } from "react";

export interface Draft<T> {
  value: T;
  set: (next: T) => void;
  /** The draft differs from the stored value it was started from. */
  dirty: boolean;
  /** Someone else changed the stored value while this draft was edited: their value (DASHBOARD.md "Two producers"). */
  theirs: { value: T } | null;
  /** Drop the draft for the stored value. */
  take: () => void;
  /** Keep editing the draft over the new stored value. */
  keep: () => void;
}

/**
 * A form's draft of a stored value that other dashboards may change. While nothing is
 * edited the draft follows the stored value; while it is edited, a change made elsewhere is
 * offered (`theirs`) instead of overwriting it. `same` compares two values as stored.
 */
export function useDraft<T>(stored: T, same: (a: T, b: T) => boolean): Draft<T> {
  const [value, setValue] = useState(stored);
  const [base, setBase] = useState(stored);
  const dirty = !same(value, base);
  // Adjusting state while rendering (React's pattern for state derived from props): the stored
  // value moved, and either nothing was edited or it now equals the draft (our own save came back).
  if (!same(stored, base) && (!dirty || same(stored, value))) {
    setBase(stored);
    if (!dirty) setValue(stored);
  }
  const theirs = dirty && !same(stored, base) && !same(stored, value) ? { value: stored } : null;
  return {
    value,
    set: setValue,
    dirty,
    theirs,
    take: () => {
      setBase(stored);
      setValue(stored);
    },
    keep: () => setBase(stored),
  };
}

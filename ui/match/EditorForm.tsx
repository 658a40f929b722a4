import type { ReactNode } from "react";

/** One of the match editor's forms: a titled section that saves on submit (Enter or its Save button). */
export function EditorForm({
  title,
  testId,
  onSave,
  children,
}: {
  title: string;
  testId: string;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      data-testid={testId}
    >
      <h3>{title}</h3>
      {children}
    </form>
  );
}

import { sanitize } from "../../domain/sanitize.ts";

/** User-written HTML through the SPEC §5 whitelist (its own module: the sanitiser stays off the home page). */
export function RichText({ html, testId }: { html: string | undefined; testId?: string }) {
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}

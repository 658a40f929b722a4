import type { ThemeRecord } from "../../../domain/tables.ts";

/** "color_logo_background" → "Logo background". */
const labelOf = (field: string) => {
  const words = field.replace(/^color_/, "").replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The event theme's colours as swatches with their hex values, in the order the theme lists them. */
export function ThemeSwatches({ theme }: { theme: ThemeRecord }) {
  const colours = Object.entries(theme).filter(
    (entry): entry is [string, string] => entry[0].startsWith("color_") && typeof entry[1] === "string",
  );
  if (!colours.length) return <p className="hint">This theme has no colours yet: set them on the event&apos;s theme page.</p>;
  return (
    <ul className="custom-swatches" aria-label="Theme colours" data-testid="customisation-colours">
      {colours.map(([field, hex]) => (
        <li key={field}>
          <span className="custom-swatch" style={{ background: hex }} aria-hidden />
          <span className="custom-swatch-name">{labelOf(field)}</span>
          <code>{hex}</code>
        </li>
      ))}
    </ul>
  );
}

import { Ajv2020 } from "ajv/dist/2020.js";

/**
 * An OGraf v1 manifest checked field by field against the specification's manifest table
 * (Specification.md, "Manifest Model") and its JSON Schema (json-schemas/graphics/schema.json):
 * the required fields and their types, the exact `$schema`, no field outside the table but
 * vendor fields (`v_…`), and a `schema` that is valid JSON Schema (draft 2020-12, GDD's
 * keywords known) whose defaults it accepts. Answers the problems found, none when valid.
 */
export const OGRAF_SCHEMA_URL = "https://ograf.ebu.io/v1/specification/json-schemas/graphics/schema.json";

const TABLE: Record<string, { type: "string" | "boolean" | "integer" | "object" | "array"; required?: true }> = {
  $schema: { type: "string", required: true },
  id: { type: "string", required: true },
  version: { type: "string" },
  name: { type: "string", required: true },
  description: { type: "string" },
  author: { type: "object" },
  main: { type: "string", required: true },
  customActions: { type: "array" },
  supportsRealTime: { type: "boolean", required: true },
  supportsNonRealTime: { type: "boolean", required: true },
  schema: { type: "object" },
  stepCount: { type: "integer" },
  renderRequirements: { type: "array" },
};

const typeOf = (v: unknown) => (Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : v === null ? "null" : typeof v);
const vendor = (key: string) => key.startsWith("v_");

/** GDD's keywords on a property (gddType, gddOptions, order): annotations to ajv, which refuses unknown keywords in strict mode. */
function ajv(): Ajv2020 {
  const a = new Ajv2020({ strict: true, allErrors: true });
  a.addKeyword({ keyword: "gddType", schemaType: "string" });
  a.addKeyword({ keyword: "gddOptions", schemaType: "object" });
  a.addKeyword({ keyword: "order", schemaType: "number" });
  return a;
}

/** The data a playout tool's form starts with: each property's default. */
export function defaultsOf(schema: { properties?: Record<string, { default?: unknown }> }): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).flatMap(([k, p]) => ("default" in p ? [[k, p.default]] : [])));
}

export function manifestProblems(manifest: Record<string, unknown>, fileName?: string): string[] {
  const problems: string[] = [];
  if (fileName !== undefined && !fileName.endsWith(".ograf.json")) problems.push(`file name ${fileName} does not end with .ograf.json`);
  for (const [key, rule] of Object.entries(TABLE)) {
    if (!(key in manifest)) {
      if (rule.required) problems.push(`${key} is required`);
      continue;
    }
    if (typeOf(manifest[key]) !== rule.type) problems.push(`${key} is ${typeOf(manifest[key])}, not ${rule.type}`);
  }
  for (const key of Object.keys(manifest))
    if (!(key in TABLE) && !vendor(key)) problems.push(`${key} is not a manifest field (vendor fields start with v_)`);
  if (manifest.$schema !== OGRAF_SCHEMA_URL) problems.push(`$schema is ${JSON.stringify(manifest.$schema)}`);
  if (typeof manifest.stepCount === "number" && manifest.stepCount < 0) problems.push("stepCount is negative");
  const author = manifest.author as Record<string, unknown> | undefined;
  if (author) {
    if (typeof author.name !== "string") problems.push("author.name is required");
    for (const key of Object.keys(author))
      if (!["name", "email", "url"].includes(key) && !vendor(key)) problems.push(`author.${key} is not an author field`);
  }
  for (const action of (manifest.customActions as Record<string, unknown>[] | undefined) ?? []) {
    if (typeof action.id !== "string" || typeof action.name !== "string") problems.push("a custom action needs an id and a name");
  }
  for (const r of (manifest.renderRequirements as Record<string, unknown>[] | undefined) ?? []) {
    for (const key of Object.keys(r))
      if (!["resolution", "frameRate", "accessToPublicInternet"].includes(key) && !vendor(key))
        problems.push(`renderRequirements: ${key} is not a requirement`);
  }
  const schema = manifest.schema as Record<string, unknown> | undefined;
  if (schema) {
    if (schema.type !== "object" || typeOf(schema.properties) !== "object")
      problems.push('schema: GDD asks for type "object" with properties');
    try {
      const validate = ajv().compile(schema);
      if (!validate(defaultsOf(schema))) problems.push(`schema: its own defaults fail it: ${ajv().errorsText(validate.errors)}`);
    } catch (error) {
      problems.push(`schema is not valid JSON Schema: ${(error as Error).message}`);
    }
  }
  return problems;
}

/** The manifest's `schema` compiled, to check data against it as a playout tool would. */
export function dataValidator(manifest: { schema: object }) {
  return ajv().compile(manifest.schema);
}

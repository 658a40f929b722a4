import { BRACKET_FAMILY } from "./bracket.ts";
import { CONSOLE_FAMILY } from "./console.ts";
import { IMPORT_FAMILY } from "./import.ts";
import { SETTINGS_FAMILY } from "./settings.ts";
import { SIGNUP_FAMILY } from "./signups.ts";
import { STAGE_FAMILY } from "./stage.ts";
import { WEBHOOK_FAMILY } from "./webhooks.ts";

export const FAMILY_RULES = {
  ...CONSOLE_FAMILY.rules,
  ...SIGNUP_FAMILY.rules,
  ...IMPORT_FAMILY.rules,
  ...SETTINGS_FAMILY.rules,
  ...BRACKET_FAMILY.rules,
  ...STAGE_FAMILY.rules,
  ...WEBHOOK_FAMILY.rules,
};
export const FAMILY_VALID = {
  ...CONSOLE_FAMILY.valid,
  ...SIGNUP_FAMILY.valid,
  ...IMPORT_FAMILY.valid,
  ...SETTINGS_FAMILY.valid,
  ...BRACKET_FAMILY.valid,
  ...STAGE_FAMILY.valid,
  ...WEBHOOK_FAMILY.valid,
};

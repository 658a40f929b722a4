// The profile page's choices live in domain/ (the server takes only what the page offers).
export { HEROES_BY_ROLE, PRONOUN_OPTIONS, PRONUNCIATION_LIMIT, ROLE_OPTIONS } from "../../domain/profileChoices.ts";
export const SAVED_INDICATOR_MS = 3000;

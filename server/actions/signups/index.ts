import type { AnyAction } from "../defineAction.ts";
import { createTeamFromSignups } from "./createTeamFromSignups.ts";
import { setSignupsOpen } from "./setSignupsOpen.ts";
import { submitSignup } from "./submitSignup.ts";
import { withdrawSignup } from "./withdrawSignup.ts";

export const SIGNUPS_ACTIONS: AnyAction[] = [submitSignup, withdrawSignup, createTeamFromSignups, setSignupsOpen];

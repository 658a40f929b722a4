import type { AnyAction } from "../defineAction.ts";
import { setEventRelationship } from "./setEventRelationship.ts";
import { updateEventSettings } from "./updateEventSettings.ts";
import { updateTeamSettings } from "./updateTeamSettings.ts";

export const SETTINGS_ACTIONS: AnyAction[] = [updateEventSettings, setEventRelationship, updateTeamSettings] as AnyAction[];

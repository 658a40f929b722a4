import type { AnyAction } from "./defineAction.ts";
import { updateBroadcast } from "./broadcast/updateBroadcast.ts";
import { setComms } from "./broadcast/setComms.ts";
import {
  multiMapWin,
  setObserverSetting,
  setPlayerCams,
  toggleFlipTeams,
  updateBreakAutomation,
  updateBreakDisplay,
} from "./broadcast/productionActions.ts";
import {
  setActiveBroadcast,
  setHighlightHero,
  setHighlightMedia,
  setHighlightPlayer,
  setHighlightTeam,
  setMvp,
  updateGfxIndex,
} from "./broadcast/highlightActions.ts";
import { setMatchOverlays, updateMatchData } from "./match/updateMatchData.ts";
import { updateMapData } from "./match/updateMapData.ts";
import { setPlayerRelationships } from "./match/setPlayerRelationships.ts";
import { submitReschedule, submitScoreReport } from "./reports/scoreReport.ts";
import { updateProfileData } from "./profile/updateProfileData.ts";
import { resolveEntireBracket } from "./bracket/resolveBracket.ts";
import { BRACKET_EDITOR_ACTIONS } from "./bracket/saveBracket.ts";
import { CONSOLE_ACTIONS } from "./console/index.ts";
import { IMPORT_ACTIONS } from "./import/index.ts";
import { SETTINGS_ACTIONS } from "./settings/index.ts";
import { SIGNUPS_ACTIONS } from "./signups/index.ts";
import { STAGE_ACTIONS } from "./stage/createStage.ts";
import { deleteWebhook, saveWebhook } from "./webhooks/webhookActions.ts";
import { managePrediction, setMarker, setTitle, startCommercial } from "./twitch/twitchActions.ts";

/** Every action the server answers, one place. */
export const ACTIONS: AnyAction[] = [
  updateBroadcast,
  updateMatchData,
  toggleFlipTeams,
  setPlayerCams,
  multiMapWin,
  setObserverSetting,
  updateBreakAutomation,
  updateBreakDisplay,
  setComms,
  setActiveBroadcast,
  setMvp,
  setHighlightTeam,
  setHighlightHero,
  setHighlightPlayer,
  setHighlightMedia,
  updateGfxIndex,
  setMatchOverlays,
  updateMapData,
  setPlayerRelationships,
  submitScoreReport,
  submitReschedule,
  updateProfileData,
  setTitle,
  setMarker,
  startCommercial,
  managePrediction,
  resolveEntireBracket,
  ...CONSOLE_ACTIONS,
  ...SIGNUPS_ACTIONS,
  ...IMPORT_ACTIONS,
  ...SETTINGS_ACTIONS,
  ...BRACKET_EDITOR_ACTIONS,
  ...STAGE_ACTIONS,
  saveWebhook,
  deleteWebhook,
];

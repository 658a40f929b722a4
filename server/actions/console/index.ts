import type { AnyAction } from "../defineAction.ts";
import { archiveRecord, saveRecord, undoChange } from "./recordActions.ts";
import { uploadThemeLogo } from "./themeLogo.ts";

export const CONSOLE_ACTIONS: AnyAction[] = [saveRecord, archiveRecord, undoChange, uploadThemeLogo];

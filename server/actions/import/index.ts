import type { AnyAction } from "../defineAction.ts";
import { importRecords } from "./importRecords.ts";

export const IMPORT_ACTIONS: AnyAction[] = [importRecords];

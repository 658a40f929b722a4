import { longId } from "../../../domain/ids.ts";
import { canEditEvent, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { EventRecord, PlayerRecord, Thing } from "../../../domain/tables.ts";
import type { StoreReader } from "../../store/ThingStore.ts";
import { forbidden, notAuthenticated, notFound } from "../ActionError.ts";
import { subjectOf } from "../context.ts";

/** The event a sign-up action names (long or short id), or 404. */
export async function signupEvent(tx: StoreReader, eventId: string): Promise<EventRecord> {
  const event = await tx.getTyped(longId(eventId), "Events");
  if (!event) throw notFound("Event");
  return event;
}

/** The event, refusing anyone who may not edit it (its staff, Event Editors, Can edit any event). */
export async function editableSignupEvent(tx: StoreReader, player: PlayerRecord | null, eventId: string): Promise<EventRecord> {
  const event = await signupEvent(tx, eventId);
  if (!canEditEvent(await subjectOf(tx, player), event)) throw forbidden(PERMISSION_MESSAGES.editEvent);
  return event;
}

/** The signed-in player as the transaction sees them now. */
export async function currentPlayer(tx: StoreReader, player: PlayerRecord | null): Promise<PlayerRecord> {
  if (!player) throw notAuthenticated();
  return (await tx.getTyped(player.id, "Players")) ?? player;
}

/** The player's sign-up for the event, or null. */
export async function signupOf(tx: StoreReader, player: PlayerRecord, eventId: string): Promise<Thing<"Signup Data"> | null> {
  const records = await tx.getMany(player.signup_data ?? []);
  const mine = records.find((r) => r?.__tableName === "Signup Data" && (r as Thing<"Signup Data">).event.includes(eventId));
  return (mine as Thing<"Signup Data"> | undefined) ?? null;
}

/** Every sign-up of the event. */
export async function signupsOfEvent(tx: StoreReader, event: EventRecord): Promise<Thing<"Signup Data">[]> {
  const records = await tx.getMany(event.signup_data ?? []);
  return records.filter(
    (r): r is Thing<"Signup Data"> => r?.__tableName === "Signup Data" && (r as Thing<"Signup Data">).event.includes(event.id),
  );
}

import type { ActionKey, ActionReply } from "./actions.ts";

/** Socket.IO events, typed once for both ends (socket.io's typed events). */
export interface ServerToClientEvents {
  data_update: (id: string, data: unknown) => void;
  website_flags: (flags: string[]) => void;
  "prod-update": (data: unknown) => void;
  prod_preview_program_change: (data: {
    emitSource?: string;
    broadcastKey?: string;
    clientSource?: string;
    previewScene?: string;
    programScene?: string;
  }) => void;
  prod_trigger: (data: { trigger: string; data?: unknown }) => void;
  prod_button_reload: () => void;
  comms_enable: (team: number) => void;
  comms_disable: () => void;
}

export type SubscribePayload = string | { id: string };
type Ack = (reply: ActionReply) => void;

export interface ClientToServerEvents {
  subscribe: (payload: SubscribePayload) => void;
  unsubscribe: (payload: SubscribePayload) => void;
  "subscribe-multiple": (payload: SubscribePayload[] | { ids: SubscribePayload[] }) => void;
}

/** An action sent over the socket: the event is the action key (Stream Deck / Companion path). */
export type ActionEvent = (key: ActionKey, payload: unknown, ack?: Ack) => void;

/** Keys a client subscribes to as records: an id (short or long) or a synthetic key. */
export function subscribeKey(payload: SubscribePayload): string | null {
  const key = typeof payload === "string" ? payload : payload && typeof payload === "object" ? payload.id : null;
  return typeof key === "string" && key.length > 0 && key.length <= 200 ? key : null;
}

import { useEffect, useRef } from "react";
import type { GoLivePlan } from "../../../../domain/streamSoftware.ts";
import { goLiveStep, isProducerClient, type StreamReading } from "../../../../domain/streamStatus.ts";
import { callAction } from "../../../../live/actions.ts";
import { useThings } from "../../../../live/hooks.ts";
import { useAuth } from "../../../../ui/auth/AuthProvider.tsx";
import { messageOf } from "../../twitch/messageOf.ts";
import { useDashboard } from "../DashboardContext.tsx";
import { TITLE_MESSAGE_MS, useToasts } from "../toasts.tsx";

/**
 * SPEC §4 "Stream software connection": when the dashboard transmitter's stream output starts
 * or stops and the stream goes to the broadcast's channel, the producer client turns advertise
 * on or off (and sets the title on going live with "Set title when going live"). The last
 * output state handled is kept in a ref, so a change fires once whatever re-renders or
 * StrictMode's double effects do; the first reading only records it.
 */
export function useGoLive(stream: StreamReading | null, enabled: boolean): void {
  const { user, broadcast, liveMatch } = useDashboard();
  const relationships = useThings("Player Relationships", liveMatch?.player_relationships ?? null);
  const isProducer = isProducerClient(user.airtableID, liveMatch, relationships);
  const { token } = useAuth();
  const toasts = useToasts();
  const last = useRef<boolean | null>(null);

  useEffect(() => {
    if (!enabled) {
      // A transmitter turned off and on again starts over: its first reading is not a change.
      last.current = null;
      return;
    }
    const step = goLiveStep(last.current, stream, broadcast, isProducer);
    last.current = step.last;
    if (!step.plan) return;
    const plan: GoLivePlan = step.plan;
    void (async () => {
      toasts.show(plan.notice);
      const advertise = await callAction("update-broadcast", { advertise: plan.advertise }, { token });
      if (advertise.error) toasts.show(advertise.errorMessage, { kind: "error" });
      if (!plan.setTitle) return;
      const title = await callAction("set-title", {}, { token });
      if (title.error) toasts.show(title.errorMessage, { kind: "error", durationMs: TITLE_MESSAGE_MS });
      else toasts.show(messageOf(title.data, "Title updated"), { durationMs: TITLE_MESSAGE_MS });
    })();
  }, [enabled, stream, broadcast, isProducer, token, toasts]);
}

import { useMemo } from "react";
import { Link } from "react-router";
import { canRunCommercials, canUseConsole } from "../../domain/permissions.ts";
import { useMyPlayer, usePermissionSubject } from "../../ui/auth/usePlayer.ts";
import { useThing } from "../../live/hooks.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { useViewerRecord } from "../../ui/auth/useViewerRecords.ts";
import { Loading } from "../../ui/components/Loading.tsx";
import { BreakPanel } from "./break/BreakPanel.tsx";
import { BracketsPanel } from "./brackets/BracketsPanel.tsx";
import { BroadcastPanel } from "./broadcast/BroadcastPanel.tsx";
import { PlayerCamsPanel } from "./cams/PlayerCamsPanel.tsx";
import { CommsPanel } from "./comms/CommsPanel.tsx";
import { CountdownPanel } from "./countdown/CountdownPanel.tsx";
import { CustomisationPanel } from "./customisation/CustomisationPanel.tsx";
import { DeskDisplayPanel } from "./desk/DeskDisplayPanel.tsx";
import { DeskGuestsPanel } from "./desk/DeskGuestsPanel.tsx";
import { DashboardContext, type DashboardState } from "./frame/DashboardContext.tsx";
import { DashboardHeader } from "./frame/DashboardHeader.tsx";
import { ToastProvider } from "./frame/toasts.tsx";
import { TransmitterProvider } from "./frame/transmitter/TransmitterProvider.tsx";
import "./frame/dashboard.css";
import { GfxPanel } from "./gfx/GfxPanel.tsx";
import { HighlightsPanel } from "./highlights/HighlightsPanel.tsx";
import { LiveMatchPanel } from "./live-match/LiveMatchPanel.tsx";
import { PreviewStrip } from "./previews/PreviewStrip.tsx";
import { RolesPanel } from "./roles/RolesPanel.tsx";
import { SchedulePanel } from "./schedule/SchedulePanel.tsx";
import { TwitchPanel } from "./twitch/TwitchPanel.tsx";

/**
 * /dashboard (SPEC §2.9): one screen to run a show. What a producer touches every minute heads
 * the columns (live match, countdown; title, break, desk; the program/preview strip), so it fits
 * one 1440x900 screen; the rest sits in panels below, each folding away.
 */
export default function DashboardPage() {
  const { user, status } = useAuth();
  // The player's clients, live: a client they create in the console is theirs at once.
  const me = useMyPlayer();
  const clientIds = me?.clients ?? user?.clients ?? [];
  const client = useViewerRecord("Clients", clientIds[0]);
  const broadcast = useThing("Broadcasts", client?.broadcast?.[0]);
  const liveMatch = useThing("Matches", broadcast ? (broadcast.live_match?.[0] ?? null) : undefined);
  const team1 = useThing("Teams", liveMatch?.teams?.[0]);
  const team2 = useThing("Teams", liveMatch?.teams?.[1]);
  const event = useThing("Events", broadcast ? (broadcast.event?.[0] ?? null) : undefined);
  // Organisers and event staff set up their own broadcast in the console; others ask them.
  const runsEvents = canUseConsole(usePermissionSubject());

  const state = useMemo<DashboardState | null>(
    () =>
      user && client && broadcast
        ? {
            user,
            client,
            broadcast,
            liveMatch: broadcast.live_match?.[0] ? liveMatch : null,
            teams: [liveMatch?.teams?.[0] ? team1 : null, liveMatch?.teams?.[1] ? team2 : null],
            event: broadcast.event?.[0] ? event : null,
            fullBroadcastPermissions: canRunCommercials(user),
          }
        : null,
    [user, client, broadcast, liveMatch, team1, team2, event],
  );

  if (status === "checking") return <Loading label="Checking your sign-in" />;
  if (!user?.name)
    return (
      <div className="dashboard-empty" data-testid="dashboard-denied">
        <h1>Dashboard</h1>
        <p>Sign in to use the producer dashboard.</p>
      </div>
    );
  if (!clientIds.length)
    return (
      <div className="dashboard-empty" data-testid="dashboard-denied">
        <h1>Dashboard</h1>
        <p>The producer dashboard is for broadcast crews. Your account has no production client, so there is no broadcast for it to run.</p>
        {runsEvents ? (
          <p data-testid="dashboard-setup">
            You can set one up yourself in the organiser console: create a <Link to="/organiser/broadcasts/new">broadcast</Link> for your
            event, then a <Link to="/organiser/clients/new">production client</Link> for it. A client you create is yours to run, and this
            dashboard runs it at once.
          </p>
        ) : (
          <p className="muted">
            Ask the organiser of your broadcast to add you to a client; the dashboard appears in your menu once they do.
          </p>
        )}
      </div>
    );
  if (client === undefined || broadcast === undefined) return <Loading label="Loading your broadcast" />;
  if (!client || !state)
    return (
      <div className="dashboard-empty" data-testid="dashboard-denied">
        <h1>Dashboard</h1>
        <p>Your production client {client ? `${client.name ?? client.key} ` : ""}has no broadcast. Pick one with the broadcast switcher.</p>
      </div>
    );

  return (
    <DashboardContext.Provider value={state}>
      <ToastProvider>
        <TransmitterProvider>
          <div className="dashboard" data-testid="dashboard-page">
            <DashboardHeader />
            <div className="dashboard-grid">
              <div className="dashboard-col">
                <LiveMatchPanel />
                <CountdownPanel />
                <SchedulePanel />
                <PlayerCamsPanel />
              </div>
              <div className="dashboard-col">
                <BroadcastPanel />
                <BreakPanel />
                <DeskDisplayPanel />
                <DeskGuestsPanel />
                <HighlightsPanel />
                <RolesPanel />
              </div>
              <div className="dashboard-col">
                <PreviewStrip />
                <TwitchPanel />
                <GfxPanel />
                <CommsPanel />
                <CustomisationPanel />
                <BracketsPanel />
              </div>
            </div>
          </div>
        </TransmitterProvider>
      </ToastProvider>
    </DashboardContext.Provider>
  );
}

import { useMemo } from "react";
import {
  BROADCAST_ROLES,
  chosenPeople,
  relationshipsAddedNotice,
  roleRowsFrom,
  rolesPayload,
  sameAssignments,
} from "../../../domain/broadcastRoles.ts";
import { canEditMatch, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { MatchRecord } from "../../../domain/tables.ts";
import { present, useThing, useThings } from "../../../live/hooks.ts";
import { useMyPlayer, usePermissionSubject } from "../../../ui/auth/usePlayer.ts";
import { useViewerRecords } from "../../../ui/auth/useViewerRecords.ts";
import { Loading } from "../../../ui/components/Loading.tsx";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { Panel } from "../frame/Panel.tsx";
import { DraftConflict } from "../../../ui/components/DraftConflict.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { useDraft } from "../../../ui/components/useDraft.ts";
import { RoleRow } from "./RoleRow.tsx";
import { useRoleCandidates } from "./useRoleCandidates.ts";
import { useObserverTeams } from "./useObserverTeams.ts";
import "./roles.css";

/** Broadcast Roles (SPEC §2.9): who casts, produces and observes the live match; needs a live match. */
export function RolesPanel() {
  const { liveMatch } = useDashboard();
  if (!liveMatch) return null;
  return <RolesEditor match={liveMatch} />;
}

function RolesEditor({ match }: { match: MatchRecord }) {
  const { broadcast } = useDashboard();
  const event = useThing("Events", match.event?.[0] ?? broadcast.event?.[0]);
  const linked = useThings("Player Relationships", match.player_relationships);
  const relationships = useMemo(() => present(linked), [linked]);
  const clients = present(useViewerRecords("Clients", broadcast.clients));
  const candidates = useRoleCandidates(match, event, relationships, clients);
  const stored = useMemo(() => roleRowsFrom(relationships), [relationships]);
  const observers = useObserverTeams(candidates, clients);
  const subject = usePermissionSubject();
  // Until the signed-in player's record arrives, Save waits without claiming a missing permission.
  const checking = useMyPlayer() === undefined;
  const mayEdit = canEditMatch(subject, match, event ?? null);
  const draft = useDraft(stored, sameAssignments);
  const { run, pending, error } = useDashboardAction();

  const rows = draft.value;
  const dirty = draft.dirty || observers.edited;
  const assigned = BROADCAST_ROLES.reduce((n, role) => n + chosenPeople(rows, role).length, 0);

  const edit = (role: (typeof BROADCAST_ROLES)[number], next: (string | null)[]) => draft.set({ ...rows, [role]: next });
  const discard = () => {
    draft.take();
    observers.reset();
  };
  const reset = () => {
    if (window.confirm("Reset the roles to what the match has saved? Your unsaved changes are lost.")) discard();
  };
  const save = async () => {
    const clientCams = observers.clientCams(chosenPeople(rows, "Observer"));
    const data = await run(
      "set-player-relationships",
      { matchID: match.id, roles: rolesPayload(rows), clientCams },
      // §8's count, and the observer team toggles' part, which adds no relationship of its own.
      { notice: (reply) => `${relationshipsAddedNotice(reply.added.length)}${clientCams.length ? ", observer cams updated" : ""}` },
    );
    if (data !== null) discard();
  };

  const status = `${assigned} ${assigned === 1 ? "person" : "people"} assigned${dirty ? " · unsaved changes" : ""}`;
  return (
    <Panel id="roles" title="Broadcast Roles" status={status}>
      {linked.some((r) => r === undefined) ? (
        <Loading label="Loading the match's roles" />
      ) : (
        <>
          <DraftConflict
            draft={draft}
            describe={() => "the match now has different people in its roles"}
            testId="roles-changed-elsewhere"
          />
          {candidates.length ? null : (
            <p className="hint">No crew to pick from yet: add staff or casters to the event, or staff to the broadcast&apos;s clients.</p>
          )}
          <table className="roles-table" data-testid="roles-table">
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">People</th>
              </tr>
            </thead>
            <tbody>
              {BROADCAST_ROLES.map((role) => (
                <RoleRow
                  key={role}
                  role={role}
                  rows={rows[role]}
                  candidates={candidates}
                  disabled={pending}
                  observers={role === "Observer" ? observers : undefined}
                  onChange={(next) => edit(role, next)}
                />
              ))}
            </tbody>
          </table>
          <div className="roles-actions">
            <button
              type="button"
              className="secondary"
              disabled={pending || !dirty}
              title={dirty ? undefined : "No unsaved changes"}
              data-testid="roles-reset"
              onClick={reset}
            >
              Reset
            </button>
            <button type="button" disabled={pending || !mayEdit} data-testid="roles-save" onClick={() => void save()}>
              {pending ? "Saving…" : "Save to current match"}
            </button>
          </div>
          {observers.edited ? (
            <p className="hint" data-testid="roles-observer-unsaved">
              Observer cams follow the chosen teams once you save to the current match.
            </p>
          ) : null}
          {mayEdit || checking ? null : <p className="hint">{PERMISSION_MESSAGES.editMatch}</p>}
          <InlineError error={error} testId="roles-error" />
        </>
      )}
    </Panel>
  );
}

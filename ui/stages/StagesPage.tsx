import { useMemo, useState } from "react";
import { Link } from "react-router";
import { recordPath } from "../../domain/links.ts";
import { PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import { planStage, stageOfBracket } from "../../domain/stages/index.ts";
import type { EventRecord, TeamRecord } from "../../domain/tables.ts";
import { present, useThing, useThings } from "../../live/hooks.ts";
import { ActionFeedback } from "../actions/ActionFeedback.tsx";
import { useActionCall } from "../actions/useActionCall.ts";
import { useCanEditEvent } from "../auth/usePlayer.ts";
import { Loading } from "../components/Loading.tsx";
import { SeedList } from "./SeedList.tsx";
import { StageFields } from "./StageFields.tsx";
import { StagePreview } from "./StagePreview.tsx";
import { emptyStageForm, formProblem, stageConfig, swissSeedings, type StageForm } from "./stageForm.ts";
import "./stages.css";

/**
 * The Stages page (issue 33), in the organiser console and on an event's settings: teams in
 * seed order, a format and its options, a preview made in the browser by domain/stages, and
 * nothing written until "Create stage" is confirmed (the `create-stage` action).
 */
export function StagesPage({ eventId, root, heading = false }: { eventId: string | null; root?: string; heading?: boolean }) {
  const event = useThing("Events", eventId);
  const canEdit = useCanEditEvent(event ?? null);
  if (!eventId)
    return (
      <p className="empty" data-testid="stages-no-event">
        Pick an event in the Event menu above to make its stages.
      </p>
    );
  if (event === undefined) return <Loading />;
  if (event === null) return <p className="empty">That event is not here: it may have been deleted.</p>;
  if (!canEdit)
    return (
      <p className="error" data-testid="stages-denied">
        {PERMISSION_MESSAGES.editEvent}
      </p>
    );
  return <StageCreator key={event.id} event={event} root={root ?? recordPath("event", event.id)} heading={heading} />;
}

/** The seed lists the event's Swiss stages offer, live as their results come in. */
function useSeedings(event: EventRecord) {
  const brackets = present(useThings("Brackets", event.brackets ?? null)).filter(
    (b) => !b.archived && stageOfBracket(b)?.format === "swiss",
  );
  const matchIds = brackets.flatMap((b) => b.ordered_matches ?? []);
  const matches = present(useThings("Matches", matchIds.length ? matchIds : null));
  return useMemo(() => swissSeedings(brackets, new Map(matches.map((m) => [m.id, m]))), [brackets, matches]);
}

function StageCreator({ event, root, heading }: { event: EventRecord; root: string; heading: boolean }) {
  const teams = present(useThings("Teams", event.teams ?? null)).filter((t: TeamRecord) => !t.archived);
  // Keyed by the names' text: the live list is a new array on each render.
  const namesKey = teams.map((t) => `${t.id}\t${t.name}`).join("\n");
  const names = useMemo(
    () => new Map(namesKey ? namesKey.split("\n").map((line) => line.split("\t") as [string, string]) : []),
    [namesKey],
  );
  const seedings = useSeedings(event);
  const [form, setForm] = useState<StageForm>(emptyStageForm);
  const [confirming, setConfirming] = useState(false);
  const [created, setCreated] = useState<{ name: string; matches: number } | null>(null);
  const { call, busy, feedback } = useActionCall();
  const config = useMemo(() => stageConfig(form), [form]);
  const problem = formProblem(form);
  const result = useMemo(() => (problem ? null : planStage(config)), [problem, config]);
  const plan = result?.ok ? result.plan : null;
  const missingName = !form.name.trim();

  const change = (patch: Partial<StageForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setConfirming(false);
  };
  const create = async () => {
    const name = form.name.trim();
    const data = await call(
      "create-stage",
      { event: event.id, name, format: config.format, teams: config.teams, firstTo: config.firstTo, options: config.options },
      (d) => `Created ${name}: ${d.matches.length} ${d.matches.length === 1 ? "match" : "matches"}.`,
    );
    setConfirming(false);
    if (data) setCreated({ name, matches: data.matches.length });
  };

  return (
    <section className="stages" data-testid="stages">
      {heading ? <h1>Stages: {event.name}</h1> : null}
      <p className="hint">
        Pick the teams in seed order and a format: the stage's matches, bracket and connections are made for you, and results move it on by
        themselves.
      </p>
      <div className="stages-form">
        <SeedList teams={teams} seeds={form.teams} seedings={seedings} onChange={(seeds) => change({ teams: seeds })} />
        <StageFields form={form} onChange={change} />
      </div>
      <section className="stage-panel" aria-labelledby="stage-preview-title">
        <h3 id="stage-preview-title">Preview</h3>
        {problem ? (
          <p className="empty">{problem}</p>
        ) : result && !result.ok ? (
          <p className="error" role="alert" data-testid="stage-preview-error">
            {result.message}
          </p>
        ) : plan ? (
          <StagePreview plan={plan} format={form.format} names={names} />
        ) : null}
      </section>
      <div className="stage-create">
        {confirming && plan ? (
          <div className="stage-confirm" role="group" aria-label="Confirm the stage" data-testid="stage-confirm">
            <p>
              Create “{form.name.trim()}” in {event.name}: a bracket and {plan.matches.length}{" "}
              {plan.matches.length === 1 ? "match" : "matches"}?
            </p>
            <div className="row">
              <button type="button" disabled={busy} onClick={() => void create()} data-testid="stage-confirm-create">
                {busy ? "Creating…" : "Yes, create it"}
              </button>
              <button type="button" className="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <div className="row">
            <button type="button" disabled={!plan || missingName} onClick={() => setConfirming(true)} data-testid="stage-create">
              Create stage
            </button>
            <span className="hint">
              {plan && missingName ? "Give the stage a name to create it." : "Nothing is written until you create the stage and confirm."}
            </span>
          </div>
        )}
        <ActionFeedback feedback={feedback} testId="stage" />
        {created && feedback?.kind === "notice" ? (
          <p className="row" data-testid="stage-created">
            <Link to={`${root}/bracket`}>See {created.name} on the bracket page</Link>
            <Link to={`${root}/schedule`}>See the schedule</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

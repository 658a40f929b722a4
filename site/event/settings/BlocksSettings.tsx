import { parseEventBlocks, type ApprovalSettings } from "../../../domain/eventBlocks.ts";
import { parseNavBlocks, standingsEnabled } from "../../../domain/eventNav.ts";
import type { EventRecord } from "../../../domain/tables.ts";
import { blockOf, eventPayload, SettingsForm, useBlocks, useFormFor } from "./fields.tsx";

function Check({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (v: boolean) => void; testId: string }) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      {label}
    </label>
  );
}

function ApprovalFields({
  legend,
  value,
  onChange,
  testId,
}: {
  legend: string;
  value: ApprovalSettings;
  onChange: (v: ApprovalSettings) => void;
  testId: string;
}) {
  return (
    <fieldset className="settings-fieldset">
      <legend>{legend}</legend>
      <Check label="Teams can submit" checked={value.use} onChange={(use) => onChange({ ...value, use })} testId={`${testId}-use`} />
      <Check
        label="Staff must approve"
        checked={value.staffApprove}
        onChange={(staffApprove) => onChange({ ...value, staffApprove })}
        testId={`${testId}-staff`}
      />
      <Check
        label="Opponent must approve"
        checked={value.opponentApprove}
        onChange={(opponentApprove) => onChange({ ...value, opponentApprove })}
        testId={`${testId}-opponent`}
      />
    </fieldset>
  );
}

/** The Blocks tab: score reporting and rescheduling approvals, and which event sub-pages show. */
export function BlocksSettings({ event }: { event: EventRecord }) {
  const blocks = useBlocks(event);
  const [form, setForm] = useFormFor(event.id, () => {
    const reporting = parseEventBlocks(event.blocks).reporting;
    const nav = parseNavBlocks(event.blocks);
    return {
      score: reporting.score,
      rescheduling: reporting.rescheduling,
      foldy: !!nav.foldy?.use,
      standings: standingsEnabled(nav),
      draft: !!nav.draft?.use,
      auction: !!nav.auction,
      auctionPublic: !!nav.auction?.public,
      extendedStaffPage: !!nav.extendedStaffPage,
    };
  });
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const standingTables = Array.isArray(blocks.standings) ? blocks.standings.length : 0;
  const payload = () => {
    const standingsNow = standingsEnabled(parseNavBlocks(event.blocks));
    return eventPayload(event, {
      blocks: {
        reporting: { ...blockOf(blocks, "reporting"), score: form.score, rescheduling: form.rescheduling },
        foldy: { ...blockOf(blocks, "foldy"), use: form.foldy },
        draft: { ...blockOf(blocks, "draft"), use: form.draft },
        auction: form.auction ? { ...blockOf(blocks, "auction"), public: form.auctionPublic } : null,
        extendedStaffPage: form.extendedStaffPage,
        // The standings tables stay as they are unless the page is switched on or off.
        ...(form.standings !== standingsNow ? { standings: form.standings ? true : null } : {}),
      },
    });
  };
  return (
    <SettingsForm testId="event-blocks" action="update-event-settings" payload={payload}>
      <ApprovalFields legend="Score reporting" value={form.score} onChange={(score) => set({ score })} testId="blocks-score" />
      <ApprovalFields
        legend="Rescheduling"
        value={form.rescheduling}
        onChange={(rescheduling) => set({ rescheduling })}
        testId="blocks-rescheduling"
      />
      <fieldset className="settings-fieldset">
        <legend>Pages</legend>
        <Check label="Standings" checked={form.standings} onChange={(standings) => set({ standings })} testId="blocks-standings" />
        {standingTables && !form.standings ? (
          <small className="hint error">Saving forgets the {standingTables} standings tables this event lists.</small>
        ) : null}
        <Check label="Foldy Sheet" checked={form.foldy} onChange={(foldy) => set({ foldy })} testId="blocks-foldy" />
        <Check label="Draft" checked={form.draft} onChange={(draft) => set({ draft })} testId="blocks-draft" />
        <Check label="Auction" checked={form.auction} onChange={(auction) => set({ auction })} testId="blocks-auction" />
        <Check
          label="Auction visible to everyone"
          checked={form.auction && form.auctionPublic}
          onChange={(auctionPublic) => set({ auctionPublic, auction: form.auction || auctionPublic })}
          testId="blocks-auction-public"
        />
        <Check
          label="Extended staff page"
          checked={form.extendedStaffPage}
          onChange={(extendedStaffPage) => set({ extendedStaffPage })}
          testId="blocks-extended-staff"
        />
      </fieldset>
    </SettingsForm>
  );
}

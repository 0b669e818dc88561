import type { RosterSlot, RosterViolation } from '@honora/contract';
import { onCallScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { VisuallyHidden } from '@mantine/core';
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { DoctorChoice } from './roster-grid-model';
import type { AssignResult, CellChange } from './use-roster-month';

const WARNING = 'var(--mantine-color-orange-text)';

/**
 * A fixed, compact width: a choice reads initials first, so a cut name still tells the doctor,
 * and the whole choice is the select's tooltip (12 lines × 3 places must stay scannable).
 */
const selectStyle: CSSProperties = {
  width: '10.5rem',
  textOverflow: 'ellipsis',
  padding: '2px 4px',
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-sm)',
  color: 'var(--mantine-color-text)',
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 4,
};
const warnedSelectStyle: CSSProperties = { ...selectStyle, border: `2px solid ${WARNING}` };
const cellStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: 4 };
const markerStyle: CSSProperties = { color: WARNING, fontWeight: 700, flexShrink: 0 };

interface Props {
  lineId: string;
  day: string;
  position: number;
  /** The select's accessible name (texts.cellLabel). */
  label: string;
  slot: RosterSlot | undefined;
  violations: readonly RosterViolation[] | undefined;
  /** The `<option>`s every select of the grid shares: built once per list of doctors. */
  options: ReactNode;
  doctors: ReadonlyMap<string, DoctorChoice>;
  isEditable: boolean;
  onAssign: (change: CellChange) => Promise<AssignResult>;
}

/**
 * One place of the grid: a native select (about 1,100 of them in a month of 12 lines × 3
 * places, so no custom combobox), or the doctor's initials on a day that takes no changes. A
 * breach shows a ⚠ marker and its text in the cell's description, not colour alone (WCAG 1.4.1).
 */
export function RosterCell(props: Props) {
  const { slot, violations, label, doctors } = props;
  const breaches = violations?.map((v) => v.message) ?? [];
  const descriptionId = breaches.length > 0 && slot ? `roster-violation-${slot.id}` : undefined;
  const warning = descriptionId ? (
    <>
      <span aria-hidden="true" style={markerStyle} title={breaches.join('\n')}>
        ⚠
      </span>
      <VisuallyHidden id={descriptionId}>{breaches.join('. ')}</VisuallyHidden>
    </>
  ) : null;
  if (!props.isEditable) {
    const doctor = slot?.doctorId ? doctors.get(slot.doctorId) : undefined;
    const name = slot?.doctorId ? (doctor?.name ?? t.unknownDoctor) : t.openSlot;
    return (
      <div style={cellStyle} title={name}>
        <span aria-hidden="true">{slot?.doctorId ? (doctor?.short ?? '?') : '—'}</span>
        <VisuallyHidden>{`${label}: ${name}`}</VisuallyHidden>
        {warning}
      </div>
    );
  }
  return (
    <div style={cellStyle}>
      <CellSelect {...props} descriptionId={descriptionId} />
      {warning}
    </div>
  );
}

function CellSelect({
  lineId,
  day,
  position,
  label,
  slot,
  options,
  doctors,
  onAssign,
  descriptionId,
}: Props & { descriptionId: string | undefined }) {
  /** The doctor chosen while the server decides; dropped when it answers (a refusal reverts). */
  const [pending, setPending] = useState<string | null>(null);
  const inFlight = useRef(false);
  const queued = useRef<string | null>(null);
  const saved = slot?.doctorId ?? '';
  const value = pending ?? saved;
  /** One request at a time per cell; a choice made meanwhile goes next, with the version the first made. */
  async function change(next: string) {
    setPending(next);
    if (inFlight.current) {
      queued.current = next;
      return;
    }
    inFlight.current = true;
    let doctor: string | null = next;
    while (doctor !== null) {
      queued.current = null;
      await onAssign({ lineId, day, position, doctorId: doctor === '' ? null : doctor });
      doctor = queued.current;
    }
    inFlight.current = false;
    setPending(null);
  }
  return (
    <select
      aria-label={label}
      aria-describedby={descriptionId}
      aria-invalid={descriptionId ? true : undefined}
      value={value}
      aria-busy={pending !== null || undefined}
      title={value === '' ? t.openSlot : (doctors.get(value)?.label ?? t.unknownDoctor)}
      onChange={(event) => void change(event.currentTarget.value)}
      style={descriptionId ? warnedSelectStyle : selectStyle}
    >
      {saved !== '' && !doctors.has(saved) && <option value={saved}>{t.unknownDoctor}</option>}
      {/* A former doctor still in the cell: shown, not offered elsewhere. */}
      {saved !== '' && doctors.get(saved)?.active === false && (
        <option value={saved} disabled>
          {doctors.get(saved)?.label}
        </option>
      )}
      {options}
    </select>
  );
}

import { fmt, type RosterMonth, type RosterSlot, type RosterViolation } from '@honora/contract';
import { onCallScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import { TagChip } from '../../shared/schedules/tag-chip';
import { RosterCell } from './roster-cell';
import {
  cellKey,
  doctorChoices,
  isDayEditable,
  lineLabel,
  slotsByDay,
  violationsBySlot,
  type DoctorChoice,
} from './roster-grid-model';
import { dayAndMonth, isWeekend, monthTitle, weekdayOf } from './roster-month';
import { lineChoices, type LineChoices } from './tag-choices';
import type { AssignResult, CellChange } from './use-roster-month';

type Line = RosterMonth['lines'][number];

const WEEKEND = 'var(--mantine-color-default-hover)';
const BODY = 'var(--mantine-color-body)';
const BORDER = '1px solid var(--mantine-color-default-border)';

/** The table scrolls inside its own box, both ways, with its header and day column in place. */
const scrollStyle: CSSProperties = { overflow: 'auto', maxHeight: '70vh', border: BORDER, borderRadius: 4 };
const tableStyle: CSSProperties = {
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: 'var(--mantine-font-size-sm)',
};
const headStyle: CSSProperties = { position: 'sticky', top: 0, zIndex: 2, background: BODY, borderBottom: BORDER };
const cornerStyle: CSSProperties = { ...headStyle, left: 0, zIndex: 3, padding: '4px 8px', textAlign: 'left' };
const lineHeadStyle: CSSProperties = { ...headStyle, padding: '4px 8px', borderLeft: BORDER, textAlign: 'left' };
const dayStyle = (weekend: boolean): CSSProperties => ({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: weekend ? WEEKEND : BODY,
  padding: '2px 8px',
  whiteSpace: 'nowrap',
  textAlign: 'left',
  fontWeight: 500,
  borderBottom: BORDER,
});
const cellStyle = (weekend: boolean, isFirst: boolean): CSSProperties => ({
  padding: '2px 4px',
  background: weekend ? WEEKEND : undefined,
  borderBottom: BORDER,
  borderLeft: isFirst ? BORDER : undefined,
});

interface Props {
  month: RosterMonth;
  days: readonly string[];
  onAssign: (change: CellChange) => Promise<AssignResult>;
}

/**
 * The month's grid (platform.md §2 onCallSchedule): a row per day, a column group per line, a
 * select per place. Rows are memoized and compare their day's cells by content, so a change
 * re-renders the rows whose slots or breaches moved, not the month's ~1,100 selects.
 */
export function RosterGrid({ month, days, onAssign }: Props) {
  const { lines, header } = month;
  const choices = useMemo(() => doctorChoices(month.doctors), [month.doctors]);
  const doctors = useMemo(() => new Map(choices.map((c) => [c.id, c])), [choices]);
  const options = useMemo(() => {
    // One list of <option>s per tag asked (and one for the lines asking for none), shared by its lines.
    const byTag = new Map<string, ReactNode>();
    const byLine = new Map<string, ReactNode>();
    for (const [lineId, offered] of lineChoices(lines, choices, month.doctors)) {
      const key = offered.tag?.id ?? '';
      if (!byTag.has(key)) byTag.set(key, optionsOf(offered));
      byLine.set(lineId, byTag.get(key));
    }
    return byLine;
  }, [lines, choices, month.doctors]);
  const byDay = useMemo(() => slotsByDay(month.slots), [month.slots]);
  const bySlot = useMemo(() => violationsBySlot(month.violations), [month.violations]);
  return (
    <div
      style={scrollStyle}
      role="region"
      aria-label={fmt(t.gridLabel, { month: monthTitle(header.month) })}
      tabIndex={0}
    >
      <table style={tableStyle} aria-label={fmt(t.gridLabel, { month: monthTitle(header.month) })}>
        {lines.map((line) => (
          <colgroup key={line.id} span={line.positions} />
        ))}
        <thead>
          <tr>
            <th scope="col" style={cornerStyle}>
              {t.day}
            </th>
            {lines.map((line) => (
              <th key={line.id} scope="colgroup" colSpan={line.positions} style={lineHeadStyle}>
                <div>{lineLabel(line)}</div>
                <div style={{ fontWeight: 400 }}>{fmt(t.lineTimes, { start: line.start, end: line.end })}</div>
                {line.requiredTag && (
                  <TagChip
                    name={line.requiredTag.name}
                    color={line.requiredTag.color}
                    size="xs"
                    context={t.requiredTag}
                  />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const daySlots = byDay.get(day) ?? NONE;
            return (
              <RosterRow
                key={day}
                day={day}
                lines={lines}
                slots={daySlots}
                violations={bySlot}
                signature={rowSignature(daySlots, bySlot)}
                isEditable={isDayEditable(header, day)}
                options={options}
                doctors={doctors}
                onAssign={onAssign}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const NONE: RosterSlot[] = [];

const doctorOptions = (choices: readonly DoctorChoice[]) =>
  choices.map((c) => (
    <option key={c.id} value={c.id}>
      {c.label}
    </option>
  ));

/**
 * The `<option>`s every select of a line shares, built once per line and list of doctors: a line
 * asking for a tag groups its holders first and the others apart (decision 044).
 */
function optionsOf({ tag, holders, others }: LineChoices): ReactNode {
  const open = (
    <option key="" value="">
      {t.openSlot}
    </option>
  );
  if (!tag) return [open, ...doctorOptions(holders)];
  return [
    open,
    <optgroup key="with" label={fmt(t.withTag, { tag: tag.name })}>
      {doctorOptions(holders)}
    </optgroup>,
    ...(others.length > 0
      ? [
          <optgroup key="without" label={fmt(t.withoutTag, { tag: tag.name })}>
            {doctorOptions(others)}
          </optgroup>,
        ]
      : []),
  ];
}

/** What a row shows of the month: its slots and their breaches. Equal signatures, equal rows. */
function rowSignature(slots: readonly RosterSlot[], bySlot: ReadonlyMap<string, RosterViolation[]>): string {
  return slots
    .map((s) => {
      const breaches = bySlot.get(s.id)?.map((v) => v.message) ?? [];
      return [s.id, s.lineId, s.position, s.doctorId, s.version, ...breaches].join('\u0001');
    })
    .join('\u0002');
}

interface RowProps {
  day: string;
  lines: readonly Line[];
  slots: readonly RosterSlot[];
  violations: ReadonlyMap<string, RosterViolation[]>;
  signature: string;
  isEditable: boolean;
  /** Each line's shared `<option>`s. */
  options: ReadonlyMap<string, ReactNode>;
  doctors: ReadonlyMap<string, DoctorChoice>;
  onAssign: (change: CellChange) => Promise<AssignResult>;
}

const RosterRow = memo(
  function RosterRow({ day, lines, slots, violations, isEditable, options, doctors, onAssign }: RowProps) {
    const weekend = isWeekend(day);
    const cells = new Map(slots.map((slot) => [cellKey(slot.lineId, slot.day, slot.position), slot]));
    const dayName = dayAndMonth(day);
    return (
      <tr>
        <th scope="row" style={dayStyle(weekend)}>
          {`${day.slice(8, 10)} ${t.weekdays[weekdayOf(day)]}`}
        </th>
        {lines.flatMap((line) =>
          Array.from({ length: line.positions }, (_, position) => {
            const slot = cells.get(cellKey(line.id, day, position));
            return (
              <td key={`${line.id}:${position}`} style={cellStyle(weekend, position === 0)}>
                <RosterCell
                  lineId={line.id}
                  day={day}
                  position={position}
                  label={fmt(t.cellLabel, { line: lineLabel(line), day: dayName, position: position + 1 })}
                  slot={slot}
                  violations={slot ? violations.get(slot.id) : undefined}
                  options={options.get(line.id)}
                  doctors={doctors}
                  isEditable={isEditable}
                  onAssign={onAssign}
                />
              </td>
            );
          }),
        )}
      </tr>
    );
  },
  (a, b) =>
    a.signature === b.signature &&
    a.day === b.day &&
    a.lines === b.lines &&
    a.isEditable === b.isEditable &&
    a.options === b.options &&
    a.doctors === b.doctors &&
    a.onAssign === b.onAssign,
);

import { EVENT_STATUS_VALUES, messages, type GeneratorFieldKey, type GeneratorSource } from '@honora/contract';
import { TRANSACTION_ACTIONS } from '@honora/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL of the generator's whitelist (decision 036): each catalog key maps to one fixed
 * expression over the report's FROM clause (`events`, its registries, `p` a live procedure row,
 * `t` an active ledger entry). User input never becomes SQL text: keys are looked up here and
 * values (custom-field keys, labels, filter values) travel as parameters.
 */

const statuses = messages.screens.events.statuses;
const actions = messages.screens.money.actions;

/** A code written as its pt-BR label, so grouping, sorting and conditions read what people see. */
const labelled = (column: SQL, labels: ReadonlyArray<readonly [string, string]>): SQL =>
  sql`(case ${column} ${sql.join(
    labels.map(([code, label]) => sql`when ${code} then ${label}`),
    sql` `,
  )} else ${column} end)`;

export const FIELD_SQL: Record<GeneratorFieldKey, SQL> = {
  numGuide: sql`events.num_guide`,
  dtProcedure: sql`events.dt_procedure::text`,
  status: labelled(
    sql`events.status`,
    EVENT_STATUS_VALUES.map((status) => [status, statuses[status as keyof typeof statuses] ?? status] as const),
  ),
  insurerName: sql`hi.name`,
  hospitalName: sql`ho.name`,
  anesthetistName: sql`an.name`,
  patientName: sql`pa.name`,
  totalProduced: sql`events.total_produced`,
  totalReceived: sql`events.total_received`,
  totalGlosado: sql`events.total_glosado`,
  totalInProcessing: sql`events.total_in_processing`,
  procedureCode: sql`p.id_proc`,
  procedureName: sql`p.name`,
  procedureValue: sql`p.value`,
  procedureReceived: sql`p.received`,
  procedureGlosado: sql`p.glosado`,
  transactionAction: labelled(
    sql`t.action`,
    TRANSACTION_ACTIONS.map((action) => [action, actions[action]] as const),
  ),
  transactionDate: sql`t.date::text`,
  transactionValue: sql`t.value`,
  typeOfPaymentName: sql`tp.name`,
};

/** A company's custom field: the text of its key in the event's `custom_fields` (the key is a parameter). */
export const customFieldSql = (key: string): SQL => sql`(events.custom_fields ->> ${key})`;

/** The rows of a level: the events with their registries, plus one live procedure row or one active entry. */
export function fromClause(level: GeneratorSource): SQL {
  const event = sql`events
    left join health_insurers hi on hi.id = events.health_insurance_id
    left join hospitals ho on ho.id = events.hospital_id
    left join users an on an.id = events.anesthetist_id
    left join patients pa on pa.id = events.patient_id`;
  if (level === 'procedure')
    return sql`${event} join event_procedures p on p.event_id = events.id and p.deleted_at is null`;
  if (level === 'transaction') {
    return sql`${event} join transactions t on t.event_id = events.id
      and t.canceled_id is null and t.canceled_by_id is null
      left join types_of_payment tp on tp.id = t.type_of_payment_id`;
  }
  return event;
}

/** The row's own id (the last tie-break of every order) and the date the period reads. */
export const LEVEL_ID: Record<GeneratorSource, SQL> = {
  event: sql`events.id`,
  procedure: sql`p.id`,
  transaction: sql`t.id`,
};
export const LEVEL_DATE: Record<GeneratorSource, SQL> = {
  event: sql`events.dt_procedure`,
  procedure: sql`events.dt_procedure`,
  transaction: sql`t.date`,
};

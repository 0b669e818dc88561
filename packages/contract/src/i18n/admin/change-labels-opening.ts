/** Column labels of the opening hours and of the verification reviews in the change history (decision 064), by table. */
export const openingColumnLabelsByTable: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  company_opening_hours: {
    hours: 'Horário de atendimento (períodos por dia)',
    switches: 'Canais em uso',
    locks: 'Travas manuais',
  },
  verify_finding_statuses: {
    kind: 'Tipo de inconsistência',
    record_id: 'Registro verificado',
    problem: 'Problema encontrado',
    detail: 'Valores da inconsistência',
    status: 'Status da revisão',
    note: 'Observação da revisão',
    status_by: 'Revisado por',
    status_by_name: 'Nome de quem revisou',
    status_at: 'Revisado em',
  },
};

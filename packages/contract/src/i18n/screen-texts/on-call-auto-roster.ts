/**
 * pt-BR text of the on-call roster's automatic fill (decision 046 "In the app"; platform.md §4
 * nothing is published without a person; §5 cannot schedule in the past): the proposal's panel,
 * why a place stays open, and the refusals of an acceptance. Mounted beside the roster's
 * violation messages (`onCallSchedule.autoRoster`); the web loads it with the grid's screen.
 */

/** The refusals of the proposal and of its acceptance (the schemas name the first five). */
export const autoRosterErrors = {
  lines: 'Escolha as linhas da escala pela lista',
  tooManyLines: 'No máximo {max} linhas por proposta',
  placements: 'Envie as vagas da proposta que serão aceitas',
  nothingChosen: 'Marque ao menos uma vaga para aceitar',
  tooManyPlacements: 'No máximo {max} vagas por aceite',
  /** {cell}: "Hospital Central — Noite, 12/03, vaga 2" (the grid's cell name). */
  repeated: 'A vaga {cell} aparece mais de uma vez no aceite',
  stale:
    'A escala do mês mudou desde a proposta (foi publicada, fechada ou reaberta). Nada foi gravado: peça uma nova proposta.',
  taken:
    'A vaga {cell} foi preenchida por {name} em {when} depois da proposta. Nada foi gravado: peça uma nova proposta.',
  broken: 'A vaga {cell} não pode mais ficar com {doctor}: {reason}. Nada foi gravado: peça uma nova proposta.',
  past: 'A vaga {cell} é de um dia que já passou: não é possível escalar em datas passadas. Nada foi gravado.',
} as const;

/** Why a place stays open, per rule (decision 046 `unfilled[].reasons`): how many doctors each rule kept out. */
export const autoRosterReasons = {
  overlap: '{count, plural, =1 {1 médico já escalado} other {# médicos já escalados}} no mesmo horário',
  rest: '{count, plural, =1 {1 médico} other {# médicos}} sem o descanso mínimo entre os turnos',
  unavailable: '{count, plural, =1 {1 médico} other {# médicos}} de férias ou com exceção de trabalho',
  missingTag: '{count, plural, =1 {1 médico} other {# médicos}} sem a etiqueta {tag}',
  workplaceClosed:
    'Local fechado nesta data (exceção de trabalho) para {count, plural, =1 {1 médico} other {# médicos}}',
  weeklyLimit: '{count, plural, =1 {1 médico} other {# médicos}} no limite de horas da semana',
  monthlyLimit: '{count, plural, =1 {1 médico} other {# médicos}} no limite de horas do mês',
  monthlyShifts: '{count, plural, =1 {1 médico} other {# médicos}} no limite de plantões do mês',
  consecutiveNights: '{count, plural, =1 {1 médico} other {# médicos}} no limite de noites seguidas',
  residentAlone: '{count, plural, =1 {1 residente} other {# residentes}} sem supervisor',
  capacity:
    '{count, plural, =1 {1 médico poderia, mas já foi usado} other {# médicos poderiam, mas já foram usados}} em outras vagas da proposta (limites, descanso ou mesmo horário)',
  noCandidates: 'Nenhum anestesista ativo na empresa para escalar',
} as const;

export const autoRosterScreenMessages = {
  open: 'Preencher automaticamente',
  /** Which lines the automatic fill proposes for: every active line, or one. */
  lines: 'Linhas a preencher',
  allLines: 'Todas as linhas ativas',
  working: 'Calculando a proposta para as vagas abertas a partir de hoje. Isso leva alguns segundos…',
  title: 'Preenchimento automático de {month}',
  introDraft:
    'Nada foi gravado ainda. Desmarque o que não quiser e aceite: as vagas aceitas entram na escala, que continua em rascunho até você publicá-la.',
  introPublished:
    'Nada foi gravado ainda. A escala já está publicada: as vagas aceitas chegam aos médicos assim que você aceitar.',
  scoresTitle: 'Resultado de cada objetivo',
  coverage: 'Cobertura: {filled} de {total} vagas abertas preenchidas',
  nights: 'Noites: diferença de {spread} entre quem mais e quem menos fez, contando os 3 meses anteriores',
  weekends: 'Fins de semana: diferença de {spread} entre quem mais e quem menos fez, contando os 3 meses anteriores',
  continuity:
    'Continuidade: {count} médico(s) distintos somando cada local por semana (quanto menos, mais continuidade)',
  targets: 'Carga horária: {hours} h de diferença somada entre o presencial do mês e o devido de {count} médico(s)',
  noTargets: 'Carga horária: nenhum médico com carga horária no mês; ela não entra na proposta',
  holidays:
    'Feriados nacionais: diferença de {spread} entre quem mais e quem menos fez, contando os 3 meses anteriores',
  /** Decision 051: the doctors' own preferred and undesired days, a soft goal. */
  preferences:
    'Preferências de dias cadastradas por {count} médico(s) entram na proposta: {taken} vaga(s) proposta(s) em dias preferidos e {given} em dias que pediram para evitar (são preferências: cobrir as vagas e dividir noites e fins de semana pesam mais)',
  noPreferences: 'Preferências de dias: nenhum médico cadastrou dias preferidos ou a evitar para este mês',
  status: {
    optimal: 'Melhor solução comprovada pelo otimizador, em {seconds} s',
    feasible: 'Boa solução encontrada dentro do tempo limite, em {seconds} s',
    greedy: 'Preenchimento simples: o otimizador não respondeu a tempo em algum dia ({seconds} s)',
    nothingToFill: 'Nenhuma vaga aberta que algum médico possa assumir',
  },
  placementsTitle: 'Vagas propostas',
  /** A placement's checkbox in its line's group: "sex 12/03, vaga 2: Ana Souza". */
  placementLabel: '{weekday} {day}, vaga {position}: {doctor}',
  selectAll: 'Marcar todos',
  clearAll: 'Desmarcar todos',
  selected: '{count} de {total} marcada(s)',
  /** The places of a line left open for the same reasons: "01/12 vaga 1, 02/12 vaga 1 (2 vagas)". */
  openPlace: '{day} vaga {position}',
  openPlaces: '{places} ({count, plural, =1 {1 vaga} other {# vagas}})',
  nothingProposed: 'Nenhuma vaga proposta.',
  unfilledTitle: 'Vagas que ficam abertas',
  unfilledNone: 'Nenhuma vaga fica aberta.',
  accept: 'Aceitar selecionados',
  close: 'Fechar sem aceitar',
  acceptedDraft: '{placed} vaga(s) preenchida(s). A escala continua em rascunho até ser publicada.',
  acceptedPublished: '{placed} vaga(s) preenchida(s) na escala publicada.',
  reasons: autoRosterReasons,
  errors: autoRosterErrors,
} as const;

/**
 * The refusals of the on-call roster's API (decision 043), apart from the screens' texts: the
 * contract's schemas name them, so they load with the first page (decision 029); the rest of the
 * screens' texts loads with the screens.
 */
export const onCallScheduleErrors = {
  month: 'Mês inválido: use AAAA-MM',
  day: 'Data inválida: o dia precisa ser do mês da escala',
  past: 'Não é possível escalar em datas passadas',
  line: 'Linha da escala não encontrada: recarregue a escala',
  position: 'Esta linha não tem essa vaga: recarregue a escala',
  doctor: 'Médico não encontrado entre os anestesistas e residentes ativos da empresa',
  closed: 'O mês {month} está fechado: a escala não pode ser alterada',
  publishedByOther: 'Escala publicada por {name}: só quem publicou pode alterá-la',
  alreadyPublished: 'Esta escala já foi publicada por {name}',
  changed: 'Esta vaga foi alterada por {name} em {when}. A escala foi recarregada: confira e tente de novo.',
  stale: 'A escala mudou desde que você a abriu. Recarregue e tente de novo.',
  conflicts: 'A escala tem {count} conflito(s): resolva-os antes de publicar',
  doubleBooked:
    'Este médico já está escalado em outra vaga no mesmo horário (sem anestesias simultâneas: CFM 2.174/2017)',
} as const;

export const onCallLinesErrors = {
  percentage: 'O percentual do plantão deve ser um número de 0 a 100, com até 2 casas',
  positions: 'Informe um valor entre 1 e 20',
  workplace: 'Local de trabalho não encontrado ou excluído',
  shift: 'Turno não encontrado ou excluído',
  shiftElsewhere: 'Este turno é de outro local de trabalho',
  duplicate: 'Este turno já está na escala deste local',
  inUse: 'Há médicos escalados nesta linha a partir de hoje: retire-os antes',
  tag: 'Etiqueta não encontrada entre as etiquetas ativas da empresa',
  /** A line made to ask for a tag some of its doctors from today on do not hold. */
  untagged: 'Há médicos escalados nesta linha a partir de hoje sem a etiqueta {tag}: {doctors}',
  minRest: 'Informe um descanso entre 0 e 48 horas',
} as const;

export const scheduleCoreErrors = {
  notClosed: 'Este mês não está fechado',
  alreadyClosed: 'Este mês já foi fechado por {name}',
  observation: 'Informe a observação da reabertura (de 3 a 500 caracteres)',
} as const;

export const scheduleSwapsErrors = {
  slot: 'Plantão não encontrado entre os seus, em escala publicada',
  counterSlot: 'O plantão em troca precisa ser do colega, em escala publicada',
  colleague: 'Colega não encontrado entre os médicos ativos da empresa',
  self: 'Escolha outro colega: não é possível trocar consigo mesmo',
  past: 'Não é possível trocar um plantão que já começou',
  closed: 'O mês {month} está fechado: a escala não pode ser alterada',
  pending: 'Este plantão já tem um pedido pendente',
  notPending: 'Este pedido não está mais pendente',
  changedBy: 'Este pedido foi alterado por {name} em {when}: a lista foi recarregada, confira',
  notYours: 'Este pedido não é seu para decidir',
  notAccepted: 'O colega ainda não aceitou este pedido',
  changed: 'O plantão mudou desde o pedido: ele não pode mais ser aplicado',
  justification: 'A justificativa tem no máximo 500 caracteres',
} as const;

/**
 * pt-BR text of /client/TagsSchedule (platform.md §2 TagsSchedule, login-only, the screen asks for the company; decision
 * 044): the group's tags — competences such as pediatric or cardiac anesthesia —, the doctors
 * who hold each, and the roster's lines that ask for one.
 * Screen texts: the web loads them with the screen (decision 029).
 */
export const scheduleTagsScreenMessages = {
  title: 'Etiquetas da escala',
  hint: 'Etiquetas marcam as competências dos médicos (anestesia pediátrica, cardíaca, obstétrica…). Uma linha da escala de plantão pode exigir uma etiqueta: só quem a tem é escalado nela.',
  add: 'Nova etiqueta',
  name: 'Nome',
  color: 'Cor',
  description: 'Descrição',
  doctors: 'Médicos com a etiqueta',
  doctorsCount: '{count} médico(s)',
  lines: 'Linhas que a exigem',
  linesNone: 'Nenhuma',
  active: 'Ativa',
  inactive: 'Inativa',
  status: 'Situação',
  actions: 'Ações',
  edit: 'Alterar',
  editLabel: 'Alterar a etiqueta {name}',
  remove: 'Excluir',
  removeLabel: 'Excluir a etiqueta {name}',
  removeConfirm: 'Excluir a etiqueta {name}? Os médicos deixam de tê-la.',
  newTitle: 'Nova etiqueta',
  editTitle: 'Etiqueta {name}',
  activeHint: 'Uma etiqueta inativa não é oferecida a novas linhas; as linhas que já a exigem continuam exigindo.',
  doctorsHint: 'Marque os médicos que têm esta competência.',
  resident: 'residente',
  filterDoctors: 'Filtrar médicos',
  save: 'Salvar',
  cancel: 'Cancelar',
  saved: 'Etiqueta salva',
  removed: 'Etiqueta excluída',
  empty: 'Nenhuma etiqueta cadastrada. Crie a primeira para marcar as competências dos médicos.',
  noDoctors: 'Nenhum anestesista ou residente ativo na empresa.',
  readOnly: 'Você pode ver as etiquetas, mas não alterá-las.',
  colors: {
    BLUE: 'Azul',
    GREEN: 'Verde',
    ORANGE: 'Laranja',
    PURPLE: 'Roxo',
    RED: 'Vermelho',
    TEAL: 'Verde-azulado',
    PINK: 'Rosa',
    GRAY: 'Cinza',
  },
  errors: {
    duplicate: 'Já existe uma etiqueta com este nome',
    color: 'Escolha uma das cores oferecidas',
    /** A doctor id that is not one of the company's active anesthetists and residents. */
    doctor: 'Médico não encontrado entre os anestesistas e residentes ativos da empresa',
    /** Removing a tag a live line asks for. */
    inUse: 'A etiqueta é exigida por linhas da escala de plantão: retire-a das linhas antes de excluí-la',
    /** Taking the tag from a doctor placed from today on in a line that asks for it. */
    doctorScheduled:
      '{doctor} está escalado(a) a partir de hoje em linha que exige esta etiqueta: troque-o(a) na escala antes de retirar a etiqueta',
  },
} as const;

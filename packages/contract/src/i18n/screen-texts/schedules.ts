/**
 * pt-BR text shared by the schedules' screens (platform.md §3 Schedule; decision 042).
 * Screen texts: the web loads them with the screens (decision 029).
 */
export const schedulesScreenMessages = {
  /** platform.md §3 Schedule: slot — the kinds of slot (decision 042). */
  slotCategories: {
    PLANTAO: 'Plantão',
    SOBREAVISO: 'Sobreaviso',
    ELETIVA: 'Eletiva',
    ROTINA: 'Rotina',
  },
  slotCategoryHints: {
    PLANTAO: 'Presencial no local, em turno fixo',
    SOBREAVISO: 'À distância, chamado quando preciso (pode coincidir com outra vaga)',
    ELETIVA: 'Lista de cirurgias eletivas',
    ROTINA: 'Atividade de rotina no local',
  },
} as const;

/** pt-BR text of the pricing preview (/client/pricing) and the memória de cálculo — issue 5. */
export const pricingMessages = {
  nav: 'Simular preços',
  title: 'Simular preços',
  hint: 'Calcule o valor dos procedimentos pela negociação vigente do convênio na data, com a memória de cálculo de cada um.',
  errors: {
    noNegotiation: (date: string) => `O convênio não tem negociação vigente em ${date}`,
    insurerNotFound: 'Convênio não encontrado',
    valuesHidden: 'Seu perfil não permite ver valores: a simulação mostra apenas os procedimentos.',
  },
  validation: {
    tooManyProcedures: (max: number) => `No máximo ${max} procedimentos`,
    tooManyMembers: (max: number) => `No máximo ${max} membros na equipe`,
    time: 'Horário inválido (HH:mm)',
    codes: 'Códigos de procedimento inválidos',
  },
  fields: {
    insurer: 'Convênio',
    insurerPlaceholder: 'Escolha o convênio',
    date: 'Data do procedimento',
    type: 'Tipo de guia',
    accommodation: 'Acomodação',
    emergency: 'Urgência',
    anesthesiaStart: 'Início da anestesia',
    anesthesiaEnd: 'Fim da anestesia',
    anesthetists: 'Anestesistas',
    assistants: 'Auxiliares de anestesia',
    surgeons: 'Cirurgiões',
    assistantSurgeons: 'Auxiliares cirúrgicos',
    procedure: 'Incluir procedimento',
    procedurePlaceholder: 'Código ou descrição',
    proportion: 'Proporção',
    technique: 'Técnica',
    remove: (code: string) => `Remover o procedimento ${code}`,
  },
  negotiation: {
    label: 'Negociação vigente',
    period: (start: string, end: string) => `${start} a ${end}`,
    since: 'desde sempre',
    open: 'em aberto',
    table: (edition: string, valuation: string) => `Tabela ${edition}, valoração ${valuation}`,
    customOnly: 'Somente procedimentos próprios',
    band: (percent: string) => `Banda ${percent}`,
    automatic: 'Proporção automática',
    pickInsurer: 'Escolha um convênio para simular.',
    noProcedures: 'Inclua procedimentos para ver os valores.',
  },
  columns: {
    code: 'Código',
    name: 'Procedimento',
    type: 'Tipo',
    porte: 'Porte / AN',
    proportion: 'Proporção',
    value: 'Valor',
    valueOriginal: 'Calculado',
    valueBase: 'Base (100%)',
    valueTable: 'Tabela',
    actions: 'Ações',
  },
  table: 'Procedimentos simulados',
  total: 'Total',
  totalRevenue: 'Total da equipe',
  totalSurgicalRevenue: 'Total da equipe cirúrgica (porte cirúrgico)',
  showSteps: (code: string) => `Memória de cálculo de ${code}`,
  stepsTitle: 'Memória de cálculo',
  revenueTitle: 'Divisão da equipe',
  revenueLine: (role: string, order: number, percent: string, grauPart: string, revenue: string) =>
    `${role} ${order}: ${percent} (grau ${grauPart}) = ${revenue}`,
  revenueLineSurgical: (role: string, order: number, percent: string, grauPart: string, revenue: string) =>
    `${role} ${order}: ${percent} do porte cirúrgico (grau ${grauPart}) = ${revenue}`,
  surgicalTitle: (porte: string) => `Porte cirúrgico ${porte} (equipe cirúrgica)`,
  noSurgicalPorte:
    'A equipe cirúrgica é calculada pelo porte cirúrgico, e este procedimento não tem porte na tabela: sem valor para ela.',
  notBilled: 'não faturado',
  problemsTitle: 'Procedimentos sem preço',
  problems: {
    notFound: (code: string) => `${code}: não está na tabela nem nos procedimentos da negociação`,
    noValuation: (code: string) => `${code}: a negociação não tem valoração para a tabela`,
    noPorte: (code: string) => `${code}: o procedimento não tem porte na tabela`,
    noAnesthesia: (code: string) => `${code}: procedimento sem anestesista (porte anestésico 0)`,
    noAnesthesiaTimes: (code: string) =>
      `${code}: cobrança por hora sem o início e o fim da anestesia; informe os horários para calcular as horas`,
  },
  procedureTypes: {
    KCBHPM: 'CBHPM',
    KCUSTOM: 'Próprio',
    KOVERRIDE: 'Valor substituído',
    KOVERRIDEPORTE: 'Porte substituído',
    KOVERRIDEINDICATOR: 'Indicador anestésico',
    KPACKAGE: 'Pacote',
    KVALUEPERHOUR: 'Por hora',
  },
  techniques: {
    KConventional: 'Convencional',
    KVideo: 'Vídeo',
    KRobotic: 'Robótica',
  },
  proportions: { '1': '100%', '0.7': '70%', '0.5': '50%' },
  /** A proportion the user does not choose, as its control shows it ("50% · automático"). */
  proportionShown: (proportion: string, mode: string) => `${proportion} · ${mode}`,
  proportionModes: { automatic: 'automático', fixed: 'fixo' },
  proportionHints: {
    automatic: 'Proporção automática da negociação: o procedimento de maior valor fica com 100% e os demais com 50%.',
    fixed: 'Pacotes e cobrança por hora não usam proporção: o valor é cobrado inteiro.',
  },
  roles: {
    surgeon: 'Cirurgião',
    phonoaudiologist: 'Fonoaudiólogo',
    assistantSurgeon: 'Auxiliar cirúrgico',
    scrubNurse: 'Instrumentador',
    anesthetist: 'Anestesista',
    assistantAnesthetist: 'Auxiliar de anestesia',
    residentAnesthetist: 'Residente de anestesia',
    residentSurgeon: 'Residente de cirurgia',
    nurse: 'Enfermeiro',
  },
  /** One line of the memória de cálculo per engine step; numbers arrive already formatted (R$ 1.234,56; 1,3). */
  steps: {
    porte: (porte: string, value: string) => `Porte ${porte}: ${value}`,
    anestheticPorte: (size: number, porte: string, value: string) =>
      `Porte anestésico ${size} → porte ${porte}: ${value}`,
    portesMap: (porte: string, value: string) => `Valor negociado do porte ${porte}: ${value}`,
    fraction: (factor: string, value: string) => `Fração do porte: × ${factor} = ${value}`,
    band: (percent: string, factor: string, value: string) => `Banda da negociação ${percent}: × ${factor} = ${value}`,
    custom: (value: string) => `Procedimento próprio da negociação: ${value}`,
    override: (value: string) => `Valor substituído pela negociação: ${value}`,
    indicator: (indicator: string, points: string, utm: string, value: string) =>
      `Indicador anestésico ${indicator}: ${points} pontos × UTM ${utm} = ${value}`,
    anestheticPorteStandIn: (size: number, porte: string, value: string) =>
      `Sem porte anestésico na tabela: usado o porte anestésico ${size} (CBHPM: atos sem porte previsto) → porte ${porte}: ${value}`,
    package: (name: string, value: string) => `Pacote ${name}: ${value}`,
    hours: (hours: number, minutes: number, hourValue: string, value: string) =>
      `${hours} ${hours === 1 ? 'hora' : 'horas'} (${minutes} min de anestesia) × ${hourValue} = ${value}`,
    proportion: (percent: string, factor: string, value: string) => `Proporção ${percent}: × ${factor} = ${value}`,
    proportionAutomatic: (percent: string, factor: string, value: string) =>
      `Proporção automática ${percent}: × ${factor} = ${value}`,
    accommodation: (accommodation: string, factor: string, value: string) =>
      `Acomodação ${accommodation}: × ${factor} = ${value}`,
    packageBilledOn: (name: string, code: string, value: string) =>
      `Pacote ${name}: cobrado uma vez, no procedimento ${code} (o primeiro do pacote): ${value}`,
    emergency: (factor: string, value: string) => `Urgência: × ${factor} = ${value}`,
    technique: (technique: string, factor: string, value: string) => `Técnica ${technique}: × ${factor} = ${value}`,
    hoursBilledOn: (code: string, value: string) =>
      `Horas de anestesia cobradas uma vez, no procedimento ${code} (o primeiro do grupo por hora): ${value}`,
    hoursMissingTimes: (value: string) =>
      `Cobrança por hora sem o início ou o fim da anestesia: nenhuma hora cobrada = ${value}`,
    uco: (quantity: string, unitValue: string, amount: string, value: string) =>
      `UCO ${quantity} × ${unitValue} = + ${amount}: ${value}`,
    accommodationValue: (accommodation: string, amount: string, value: string) =>
      `Valor fixo da acomodação ${accommodation}: + ${amount} = ${value}`,
    proportionAutomaticSingle: (percent: string, factor: string, value: string) =>
      `Proporção automática ${percent} (único procedimento com proporção): × ${factor} = ${value}`,
    proportionLeader: (percent: string, leaderValue: string, factor: string, value: string) =>
      `Proporção automática ${percent}: este é o procedimento de maior valor do evento (${leaderValue} a 100%): × ${factor} = ${value}`,
    proportionFollower: (percent: string, code: string, leaderValue: string, factor: string, value: string) =>
      `Proporção automática ${percent}: o procedimento ${code} tem o maior valor do evento (${leaderValue} a 100%) e fica com 100%; os demais, 50%: × ${factor} = ${value}`,
    rounding: (before: string, value: string) => `Arredondamento: ${before} → ${value}`,
    notValued: (value: string) => `Convênio não valorado: ${value}`,
    userCustom: (value: string) => `Valor informado pelo usuário: ${value}`,
  },
} as const;

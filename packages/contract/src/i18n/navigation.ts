/** pt-BR text of the menu's areas and of the search (Ctrl+K): one catalog, data only. */
export const navigationMessages = {
  /** The menu's groups, in the order of the areas. */
  areas: {
    billing: 'Faturamento',
    financial: 'Financeiro',
    registries: 'Cadastros',
    schedules: 'Escalas',
    reports: 'Relatórios',
    settings: 'Configurações',
    administration: 'Administração',
  },
  /** Menu labels of screens whose own texts load with them (decision 029). */
  screens: {
    taxes: 'Impostos e taxas',
    collections: 'Cobranças',
    transfers: 'Repasses',
    userTransfers: 'Demonstrativos de repasse',
    json2excel: 'JSON para Excel',
    reports: 'Relatórios prontos',
    batches: 'Lotes',
    statements: 'Demonstrativos',
    invoices: 'Notas fiscais',
    transactionReport: 'Relatório de transações',
    externalPayments: 'Pagamentos externos',
    checkTransactions: 'Verificar transações',
    adminUsers: 'Usuários',
    adminAccounts: 'Administradores',
    accessProfiles: 'Perfis de acesso',
    accessModules: 'Módulos',
    accessActions: 'Ações',
    referenceTables: 'Tabelas de referência',
    cbhpm: 'Tabelas CBHPM',
    cbhpmTools: 'Importar CBHPM',
    reportsGenerator: 'Gerador de relatórios',
    bigData: 'BigData',
  },
  search: {
    /** The header's button that opens the search. */
    button: 'Buscar',
    /** The button's accessible name, with its keyboard shortcut. */
    buttonLabel: 'Buscar telas e registros (Ctrl+K)',
    shortcut: 'Ctrl K',
    placeholder: 'Buscar telas, guias, pacientes, CPF, lotes…',
    inputLabel: 'Buscar telas e registros',
    screens: 'Telas',
    events: 'Eventos',
    patients: 'Pacientes',
    batches: 'Lotes',
    nothingFound: 'Nada encontrado',
    searching: 'Buscando registros…',
    /** Below the minimum length only screens are searched. */
    tooShortForRecords: 'Digite ao menos 3 caracteres para buscar guias, pacientes e lotes',
    failed: 'Não foi possível buscar os registros',
    guide: 'Guia',
    cpf: 'CPF',
    batch: 'Lote',
  },
} as const;

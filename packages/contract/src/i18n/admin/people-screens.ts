import { registryMessages } from '../registries/common';
import { changeLabelsScreenMessages } from '../screen-texts/change-labels';
import { adminUsersScreenMessages } from '../screen-texts/admin-users';
import { adminAccountsScreenMessages } from '../screen-texts/admin-accounts';
import { accessCatalogScreenMessages } from '../screen-texts/access-catalog';

/** pt-BR text of people, the admin users and accounts, the access catalog, the changes log and the profile. Part of screens.ts. */
export const peopleAdminScreenMessages = {
  /** A person's fields (users): /admin/users and /client/profileEdit. */
  people: {
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    phonePlaceholder: '(11) 98765-4321',
    crm: 'CRM',
    crmHint: 'Apenas números',
    crmState: 'Estado do CRM',
    crmStatePlaceholder: 'Selecione o estado',
    sigla: 'Sigla',
    siglaHint: 'Iniciais, com 2 ou 3 caracteres',
    /** The 27 Brazilian states (platform.md §9). */
    states: registryMessages.states,
    stateOption: '{code} — {name}',
    userPlaceholder: 'Digite o nome ou o e-mail',
    companyPlaceholder: 'Digite o nome, a razão social ou o CNPJ',
    noMatches: 'Nada encontrado',
  },
  adminUsers: adminUsersScreenMessages,
  adminAccounts: adminAccountsScreenMessages,
  accessCatalog: accessCatalogScreenMessages,
  /** /admin/changes: the audit log (platform.md §9: audit days in UTC−4). */
  changes: {
    nav: 'Histórico de alterações',
    title: 'Histórico de alterações',
    hint: 'Quem mudou o quê e quando. Os dias seguem o horário de auditoria (UTC−4).',
    filtersLabel: 'Filtros do histórico',
    company: 'Empresa',
    companyPlaceholder: 'Todas as empresas',
    user: 'Quem alterou',
    userPlaceholder: 'Todos os usuários',
    collection: 'Coleção',
    collectionPlaceholder: 'Todas as coleções',
    ...changeLabelsScreenMessages,
    from: 'De',
    to: 'Até',
    datePlaceholder: 'DD/MM/AAAA',
    apply: 'Filtrar',
    clear: 'Limpar filtros',
    yes: 'Sim',
    no: 'Não',
    tableLabel: 'Alterações',
    when: 'Quando',
    who: 'Quem',
    operation: 'Operação',
    record: 'Registro',
    fields: 'Campos',
    operations: { INSERT: 'Inclusão', UPDATE: 'Alteração', DELETE: 'Exclusão', RESTORE: 'Restauração' },
    byAdmin: 'Admin',
    expand: 'Ver as alterações de {record}',
    collapse: 'Ocultar as alterações de {record}',
    field: 'Campo',
    before: 'De',
    after: 'Para',
    noValue: '—',
    diffLabel: 'Campos alterados em {record}',
    empty: 'Nenhuma alteração encontrada',
    total: '{count} alteração(ões)',
  },
  /** /client/profileEdit: the signed-in person's own data. */
  profileEdit: {
    menu: 'Meu perfil',
    title: 'Meu perfil',
    hint: 'Seus dados na plataforma.',
    emailHint: 'O e-mail é o seu login; só um administrador pode mudá-lo.',
    save: 'Salvar',
    saved: 'Perfil salvo',
  },
} as const;

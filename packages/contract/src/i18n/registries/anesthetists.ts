/** pt-BR text of the anesthetists screens (issue 4). */
export const anesthetistsMessages = {
  nav: 'Anestesistas',
  title: 'Anestesistas',
  hint: 'Anestesistas e residentes da empresa: são usuários do sistema, com acesso próprio.',
  newTitle: 'Novo anestesista',
  name: 'Nome',
  email: 'E-mail',
  emailHint:
    'Se o e-mail já tiver conta no Honora, a pessoa é incluída nesta empresa; senão, ela recebe um link para criar a senha.',
  emailLocked: 'O e-mail é o acesso da pessoa: só a administração da plataforma o altera.',
  sigla: 'Sigla',
  crm: 'CRM',
  crmState: 'UF do CRM',
  specialty: 'Especialidade',
  cbo: 'CBO',
  userTypes: 'Tipo',
  userTypeFilter: 'Tipo',
  userTypeAll: 'Todos',
  types: {
    KAnesthetist: 'Anestesista',
    KResident: 'Residente',
  },
  residentBadge: 'Residente',
  companies: 'Empresas',
  status: 'Situação',
  company: 'Empresa',
  readOnly: 'Esta pessoa está em outra empresa da família: aqui ela só pode ser consultada.',
  activeHint: 'Desativado, perde o acesso a esta empresa; o histórico é mantido.',
  created: 'Anestesista incluído nesta empresa',
  invited: 'Anestesista incluído: enviamos ao e-mail um link para criar a senha',
  managedElsewhere:
    'Esta pessoa também trabalha em outra empresa: nome, CRM e demais dados pessoais só ela muda, no próprio perfil. Aqui você altera o tipo e a situação.',
  exportFileName: 'Anestesistas',
  errors: {
    userTypes: 'Escolha anestesista ou residente',
    alreadyAnesthetist: 'Esta pessoa já é anestesista ou residente desta empresa',
    otherCompanyPerson:
      'Este e-mail é de uma pessoa cadastrada em outra empresa: peça à administração da plataforma para incluí-la',
    managedElsewhere: 'Esta pessoa também trabalha em outra empresa: só ela muda esse dado, no próprio perfil',
    selfDeactivate: 'Você não pode desativar o próprio acesso a esta empresa',
  },
  /** The e-mail a new anesthetist receives (the link opens /ResetPassword). */
  invite: {
    subject: 'Honora — crie a sua senha',
    body:
      'Olá, {name}.\n\n{company} incluiu você no Honora. Para criar a sua senha, abra o link abaixo ' +
      '(válido por {days} dias, uma única vez):\n\n{link}\n\nSe você não esperava este convite, ignore este e-mail.',
  },
  /** Header row of the Excel export. */
  sheet: {
    name: 'Nome',
    email: 'E-mail',
    sigla: 'Sigla',
    crm: 'CRM',
    crmState: 'UF do CRM',
    specialty: 'Especialidade',
    cbo: 'CBO',
    userTypes: 'Tipo',
    active: 'Ativo',
  },
} as const;

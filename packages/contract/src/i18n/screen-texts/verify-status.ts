/**
 * pt-BR text of the review of the verification findings (/admin/VerifyEvents,
 * /admin/VerifyProcedures; platform.md §3 "Verify status approved, pending, waitApproved";
 * decision 064). Screen texts (decision 029), mounted at `screens.verifyStatus`.
 */
export const verifyStatusScreenMessages = {
  column: 'Revisão',
  filter: 'Revisão',
  anyStatus: 'Todas as revisões',
  statuses: { pending: 'Pendente', waitApproved: 'Aguardando aprovação', approved: 'Aprovada' },
  submit: 'Enviar para aprovação',
  approve: 'Aprovar',
  reopen: 'Reabrir',
  actionOf: '{action}: {target}',
  by: 'por {name} em {at}',
  saved: 'Revisão atualizada: {status}',
  errors: {
    invalidStatus: 'Status inválido: use pending, waitApproved ou approved.',
    invalidKind: 'Tipo inválido: use event ou procedure.',
    invalidProblem: 'Problema desconhecido.',
    findingNotFound: 'Esta inconsistência não existe mais: o registro foi corrigido ou mudou.',
    sameStatus: 'A inconsistência já está com este status.',
    notApprover: 'Só administradores com a regra adm ou super admins podem aprovar.',
  },
} as const;

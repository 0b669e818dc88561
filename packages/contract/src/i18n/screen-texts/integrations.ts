/**
 * pt-BR text of the external registry integration (platform.md §2 integrations, §8 Integrations;
 * decision 053): the messages the /api/axreg answers carry and, later, the mapping screens.
 * Spec messages are kept verbatim ('axregId não informado', 'Erro ao atualizar token do firebase').
 */
export const integrationsScreenMessages = {
  title: 'Integrações',
  types: {
    surgeon: 'Cirurgião',
    anesthetist: 'Anestesista',
    healthInsurance: 'Convênio',
    hospital: 'Hospital',
  },
  errors: {
    axregIdMissing: 'axregId não informado',
    tokenRefresh: 'Erro ao atualizar token do firebase',
    unavailable: 'O cadastro externo não respondeu: tente de novo em instantes.',
    busy: 'O cadastro externo está sobrecarregado: tente de novo em instantes.',
    rejected: 'O cadastro externo recusou a chamada ({status}).',
    notConfigured: 'A integração com o cadastro externo não está configurada para esta empresa.',
    inactive: 'A integração com o cadastro externo está desativada.',
    unreadableSecret:
      'A senha guardada da integração não pode ser lida (a chave de criptografia do servidor mudou): informe a senha e salve a configuração de novo.',
    secretRequired: 'Informe o segredo do cliente.',
    baseUrl: 'Informe o endereço do cadastro externo (http ou https).',
    productNotFound: 'Registro do produto não encontrado nesta empresa.',
    mappingNotFound: 'Vínculo com o cadastro externo não encontrado.',
    recordNotFound: 'Registro não encontrado no cadastro externo.',
    duplicateAxreg: 'O registro {axregId} do cadastro externo já está vinculado a {name}.',
    duplicateProduct: '{name} já está vinculado ao registro {axregId} do cadastro externo.',
    anesthetistNotFound:
      'Nenhum anestesista desta empresa corresponde ao registro {axregId}: cadastre o anestesista e vincule-o.',
    alreadyMapped: 'O registro {axregId} do cadastro externo já foi importado ({name}).',
  },
} as const;

/** Column labels of the external registry integration's tables in the change history (decision 053), by table. */
export const integrationColumnLabelsByTable: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  integrations: {
    provider: 'Sistema externo',
    base_url: 'Endereço do cadastro externo',
    client_id: 'Id do cliente',
    secret_encrypted: 'Segredo do cliente (cifrado)',
    token_encrypted: 'Token de acesso (cifrado)',
    token_expires_at: 'Validade do token de acesso',
    institution_id: 'Instituição no cadastro externo',
    active: 'Ativa',
    sync_activated_at: 'Sincronização ativada em',
    last_sync_at: 'Última sincronização',
    last_sync_report: 'Relatório da última sincronização',
    revoked_at: 'Acesso recusado em',
    settings: 'Configuração de lançamento',
  },
  contaazul_mappings: {
    kind: 'Tipo de registro',
    product_key: 'Registro do produto',
    remote_id: 'Id no Conta Azul',
    remote_name: 'Nome no Conta Azul',
  },
  integration_mappings: {
    type: 'Tipo de registro',
    product_id: 'Registro do produto',
    axreg_id: 'Id no cadastro externo',
    user_id: 'Vinculado por',
    visible: 'Visível',
  },
};

/** pt-BR text of the CBHPM tables (/admin/cbhpm, /tools/cbhpm) — issue 5. */
export const cbhpmMessages = {
  nav: 'Tabelas CBHPM',
  toolsNav: 'Importar CBHPM',
  errors: {
    editionNotFound: 'Tabela CBHPM não encontrada',
    valuationNotFound: 'Valoração não encontrada',
  },
} as const;

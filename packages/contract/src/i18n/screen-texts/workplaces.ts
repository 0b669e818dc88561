/**
 * pt-BR text of /client/workplaces (platform.md §2 client workplaces; §3 Schedule: workplace;
 * decision 042): where the group works, its sectors and the kinds of slot staffed there.
 * Screen texts: the web loads them with the screen (decision 029).
 */
export const workplacesScreenMessages = {
  title: 'Locais de trabalho',
  hint: 'Hospitais e unidades onde o grupo trabalha, com seus setores ou salas e os tipos de vaga de cada um.',
  exportFileName: 'Locais de trabalho',
  sheetName: 'Locais',
  newTitle: 'Novo local de trabalho',
  name: 'Nome',
  hospital: 'Hospital',
  hospitalHint: 'Opcional: o hospital do cadastro de hospitais que este local é.',
  hospitalPlaceholder: 'Nenhum',
  sectors: 'Setores ou salas',
  sectorsHint: 'Até 50 nomes de até 60 caracteres, sem repetir (tecle Enter após cada um).',
  slotCategories: 'Tipos de vaga',
  slotCategoriesHint: 'Os tipos de vaga escalados neste local.',
  notes: 'Observações',
  active: 'Ativo',
  readOnly: 'Este local é da matriz: você pode vê-lo, mas não alterá-lo.',
  restoreConfirm: 'Restaurar este local de trabalho? Ele volta a aparecer nas listas.',
  errors: {
    hospitalNotFound: 'Hospital não encontrado nesta empresa',
    sectorLength: 'Cada setor tem de 1 a {max} caracteres',
    tooManySectors: 'No máximo {max} setores',
    duplicateSector: 'Setor repetido: {sector}',
    slotCategory: 'Tipo de vaga inválido',
  },
};

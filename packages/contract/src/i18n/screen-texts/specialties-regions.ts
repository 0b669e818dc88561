/**
 * pt-BR text of /admin/specialties and /admin/regions (platform.md §1 regions, §2 specialties;
 * decision 063). Screen texts: the web loads them with the screen (decision 029); the errors are
 * in specialties-regions-errors.ts.
 */
export const specialtiesRegionsScreenMessages = {
  // /admin/specialties
  specialtiesTitle: 'Especialidades médicas',
  specialtiesHint:
    'A lista de especialidades que cirurgiões e anestesistas escolhem nos cadastros de todas as empresas.',
  newSpecialty: 'Nova especialidade',
  editSpecialty: 'Editar especialidade',
  name: 'Nome',
  cbo: 'CBO',
  cboHint: 'Código da ocupação na CBO 2002 (6 dígitos), opcional.',
  usage: 'Cadastros que usam',
  search: 'Buscar',
  searchHint: 'Acentos e maiúsculas não importam.',
  noSpecialties: 'Nenhuma especialidade encontrada.',
  specialtySaved: 'Especialidade salva.',
  specialtyRemoved: 'Especialidade excluída.',
  editSpecialtyLabel: 'Editar a especialidade {name}',
  removeSpecialtyLabel: 'Excluir a especialidade {name}',
  removeSpecialtyConfirm: 'Excluir a especialidade {name}?',
  // /admin/regions
  regionsTitle: 'Regiões',
  regionsHint:
    'Grupos de estados e cidades. Empresas e locais de trabalho ficam na região das cidades dos seus hospitais; o mapa e os relatórios filtram por região.',
  newRegion: 'Nova região',
  editRegion: 'Editar região',
  states: 'Estados (UF)',
  statesHint: 'Todas as cidades destes estados fazem parte da região.',
  cities: 'Cidades',
  citiesHint: 'Busque pelo nome e escolha; a cidade entra na região mesmo sem o estado inteiro.',
  citySearch: 'Buscar cidade',
  removeCityLabel: 'Tirar {city} da região',
  places: 'Estados e cidades',
  noRegions: 'Nenhuma região cadastrada.',
  regionSaved: 'Região salva.',
  regionRemoved: 'Região excluída.',
  editRegionLabel: 'Editar a região {name}',
  removeRegionLabel: 'Excluir a região {name}',
  removeRegionConfirm: 'Excluir a região {name}?',
  // shared
  actions: 'Ações',
  edit: 'Editar',
  remove: 'Excluir',
  save: 'Salvar',
  cancel: 'Cancelar',
  region: 'Região',
  allRegions: 'Todas as regiões',
} as const;

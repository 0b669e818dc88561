/**
 * pt-BR errors of the specialties and regions registries (decision 063), apart from the screens'
 * texts: the contract's schemas read them, so they are in the first load (decision 029). Mounted
 * at `screens.specialtiesRegions.errors`.
 */
export const specialtiesRegionsErrorMessages = {
  specialtyNotFound: 'Especialidade não encontrada.',
  duplicateSpecialty: 'Já existe uma especialidade com este nome.',
  specialtyInUse:
    'A especialidade é usada por {surgeons} cirurgião(ões) e {anesthetists} anestesista(s); troque-a nesses cadastros antes de excluí-la.',
  unknownSpecialty: 'Escolha uma especialidade da lista.',
  cbo: 'Informe o CBO com 6 dígitos.',
  regionNotFound: 'Região não encontrada.',
  duplicateRegion: 'Já existe uma região com este nome.',
  regionEmpty: 'Escolha ao menos um estado ou uma cidade.',
  state: 'Escolha estados da lista (UF).',
  cityCode: 'Escolha cidades da lista (código IBGE de 7 dígitos).',
  unknownCity: 'Cidade não encontrada na tabela do IBGE: {code}.',
  tooManyPlaces: 'Uma região tem no máximo {max} estados e cidades.',
  unknownRegion: 'Escolha uma região da lista.',
} as const;

/** Column labels of the specialties and regions registries in the change history (decision 063), by table. */
export const specialtiesRegionsColumnLabelsByTable: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  specialties: { name: 'Nome da especialidade', cbo: 'CBO' },
  regions: { name: 'Nome da região', states: 'Estados (UF)', city_codes: 'Cidades (códigos IBGE)' },
};

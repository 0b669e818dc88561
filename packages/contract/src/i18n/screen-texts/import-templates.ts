/**
 * pt-BR text of /client/templatesImportEvents (billing.md §2; decision 040 "Templates"): the
 * downloadable events import templates, and the texts the server writes into them.
 * Screen texts: the web loads them with the screen (decision 029).
 */
export const importTemplatesScreenMessages = {
  title: 'Modelos de importação',
  hint: 'Baixe uma planilha pronta para preencher com eventos e importar depois. Preencha a aba Eventos, uma linha por procedimento; a aba Exemplo mostra uma linha preenchida e não é importada. Convênio, hospital, acomodação, urgência e campos de lista têm as opções da empresa para escolher.',
  type: 'Tipo de evento',
  config: 'Configuração de planilha',
  configHint: 'Opcional: o modelo segue o leiaute da configuração (linha do cabeçalho, colunas e formato de data).',
  noConfig: 'Sem configuração (colunas padrão)',
  columnsTitle: 'Colunas do modelo',
  columnsSummary: '{count} colunas, cabeçalho na linha {row}, datas no formato {dateFormat}:',
  /** One column in the list: its letter and its header. */
  column: '{letter}: {header}',
  customField: '{label} (campo personalizado)',
  skipped: 'Campos personalizados fora do modelo (o nome repete outra coluna): {labels}.',
  download: 'Baixar modelo',
  /** What the server writes into the workbook. */
  file: {
    /** File name without extension: modelo-importacao-honorario.xlsx, or with the configuration's name. */
    fileName: 'modelo-importacao-{type}',
    fileNameWithConfig: 'modelo-importacao-{type}-{config}',
    fileTypes: { Honorario: 'honorario', SPSADT: 'sp-sadt', Consulta: 'consulta' },
    title: 'Modelo de importação de eventos — {type}',
    sheetName: 'Eventos',
    exampleSheetName: 'Exemplo',
    listsSheetName: 'Listas',
    /** The error shown by Excel when a typed value is not in a column's list. */
    listErrorTitle: 'Valor fora da lista',
    listError: 'Escolha um valor da lista.',
    hospitalWarning: 'Hospital fora da lista: ele será criado na importação se você permitir.',
  },
  /** The example row's values when the company's registries have none. */
  example: {
    patientName: 'Maria da Silva Santos',
    procedureCode: '30726034',
    procedureName: 'Artroplastia total de joelho com implantes – tratamento cirúrgico',
    patientCpf: '529.982.247-25',
    patientBirthDate: '1968-05-12',
    healthInsuranceWallet: '0012345678901',
    numGuide: '20261127001',
    password: 'A1B2C3',
    procedureStart: '07:30',
    procedureEnd: '09:40',
    anesthesiaStart: '07:15',
    anesthesiaEnd: '09:50',
    customText: 'Texto livre',
  },
};

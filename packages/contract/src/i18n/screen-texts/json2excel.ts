/**
 * pt-BR text of /tools/Json2Excel (billing.md §2 administrator tools; decision 034): JSON → Excel.
 * Screen texts: the web loads them with the screen (decision 029); the server writes the errors.
 */
export const json2excelScreenMessages = {
  title: 'JSON para Excel',
  hint: 'Cole ou envie um JSON com uma lista de objetos (entre colchetes, cada objeto entre chaves). Cada objeto vira uma linha; objetos dentro de objetos viram colunas com ponto (paciente.nome); listas viram um texto separado por vírgulas.',
  textLabel: 'JSON',
  textPlaceholder: 'Cole aqui a lista de objetos em JSON',
  fileLabel: 'Ou envie um arquivo .json',
  fileChosen: 'Arquivo escolhido: {name} ({size}). O texto colado é ignorado enquanto houver um arquivo.',
  clearFile: 'Remover arquivo',
  preview: 'Pré-visualizar',
  download: 'Baixar Excel',
  previewTitle: 'Pré-visualização',
  summary: '{rows} linhas e {columns} colunas; mostrando as primeiras {shown}.',
  columnsTitle: 'Colunas',
  tableLabel: 'Primeiras linhas do JSON',
  rowNumber: 'Linha',
  needText: 'Cole um JSON ou escolha um arquivo',
  /** Booleans in the sheet and in the preview. */
  yes: 'Sim',
  no: 'Não',
  sheetName: 'JSON',
  fileName: 'json2excel',
  errors: {
    syntax: 'JSON inválido na linha {line}, coluna {column}: {detail}',
    tooLarge: 'O JSON tem {size}; o limite é {max}. Divida o arquivo em partes menores.',
    notArray: 'O JSON deve ser uma lista de objetos (entre colchetes), mas é {found}.',
    empty: 'A lista está vazia: não há linhas para a planilha.',
    notObject: 'O item {row} da lista é {found}; cada item deve ser um objeto (entre chaves).',
    tooManyRows: 'A lista tem {count} itens; uma planilha do Excel comporta até {max} linhas.',
    tooManyColumns: 'O JSON daria {count} colunas; uma planilha do Excel comporta até {max}.',
    cellTooLong: 'O valor de “{column}” no item {row} passa de {max} caracteres, o limite de uma célula do Excel.',
    tooDeep: 'O item {row} tem objetos ou listas aninhados em mais de {max} níveis.',
  },
  /** What the text had where it went wrong ({detail} of `errors.syntax`). */
  reasons: {
    unexpectedCharacter: 'encontrado “{found}”, esperava {expected}',
    unexpectedEnd: 'o texto terminou, esperava {expected}',
    unknownWord: '“{found}” não é um valor do JSON (use true, false, null, um número ou um texto entre aspas)',
    unterminatedString: 'texto aberto com aspas que não foi fechado',
    controlCharacter: 'quebra de linha ou tabulação dentro de um texto entre aspas (escreva \\n ou \\t)',
    badEscape: '“{found}” não é uma sequência válida dentro de um texto entre aspas',
    badNumber: 'número inválido',
  },
  expected: {
    value: 'um valor (texto entre aspas, número, true, false, null, objeto ou lista)',
    key: 'o nome de um campo entre aspas duplas',
    colon: 'dois-pontos (:) depois do nome do campo',
    commaOrEndOfList: 'uma vírgula ou ] para fechar a lista',
    commaOrEndOfObject: 'uma vírgula ou a chave que fecha o objeto',
    endOfText: 'o fim do texto',
  },
  /** What a JSON value is, in `notArray` and `notObject`. */
  kinds: {
    object: 'um objeto',
    array: 'uma lista',
    string: 'um texto',
    number: 'um número',
    boolean: 'um valor true ou false',
    null: 'null',
  },
} as const;

import { eventImportScreenMessages } from '../screen-texts/event-import-screen';
/** Importing events from a spreadsheet (billing.md §2 ImportCustom, §8 import errors; decision 040). */
export const eventImportMessages = {
  title: 'Importar eventos',
  /** A rejected row's reason with its row number. */
  lineOf: 'Linha {line}: {reason}',
  /** Why a whole file is refused. */
  fileErrors: {
    unreadable: 'Não foi possível ler o arquivo: envie uma planilha XLSX ou um arquivo CSV.',
    empty: 'A planilha não tem linhas de eventos abaixo do cabeçalho (linha {headerRow}).',
    missingColumns: 'A planilha não tem as colunas obrigatórias: {columns}.',
    duplicateColumn: 'A coluna "{header}" aparece mais de uma vez no cabeçalho.',
    tooManyRows: 'A planilha tem {rows} linhas de eventos; o limite de uma importação é {max}.',
  },
  /** billing.md §8 import errors, and what a cell can hold; each row's reason. */
  rowErrors: {
    missingAnesthetist: 'Anestesista não encontrado: "{name}".',
    missingSurgeon: 'Cirurgião não encontrado: "{name}".',
    missingHospital: 'Hospital não encontrado: "{name}".',
    missingInsurer: 'Convênio não encontrado: "{name}".',
    missingInsurerEmpty: 'Convênio não informado.',
    missingPatient: 'Paciente não encontrado: "{name}".',
    missingProcedures: 'Procedimento não informado ou inválido: "{code}".',
    notPerformed: 'Evento não realizado: a data do procedimento ({date}) é posterior a hoje.',
    dateNotFound: 'Data do procedimento não encontrada ({format}).',
    badDate: '{field}: data inválida "{value}" ({format}).',
    badTime: '{field}: hora inválida "{value}" (HH:mm).',
    badYesNo: '{field}: use Sim ou Não ("{value}").',
    badAccommodation: '{field}: acomodação desconhecida "{value}".',
    badCustomField: '{field}: valor inválido "{value}".',
    groupedWith: 'Mesma guia da linha {line}, que foi recusada.',
    tooLong: '{field}: no máximo {max} caracteres.',
    /** An existing event that cannot be updated any more (billing.md §5 status rules). */
    notChangeable: 'O evento da guia {numGuide} já existe e não pode mais ser alterado ({reason}).',
  },
  errors: {
    importNotFound: 'Importação não encontrada.',
    fileEmpty: 'O arquivo está vazio.',
    fileTooBig: 'O arquivo passa de {max} MB.',
    configNotFound: 'Configuração de planilha não encontrada.',
    notWritable: 'Você não pode registrar eventos nesta empresa.',
    notFinished: 'A importação ainda não terminou.',
    alreadyUndone: 'Esta importação já foi desfeita.',
    undoMovedOn: 'A importação não pode ser desfeita: o evento da linha {line} mudou depois dela (guia {numGuide}).',
    nothingImported: 'Nenhuma linha da planilha foi importada.',
    interrupted: 'A importação foi interrompida antes de terminar; as linhas já gravadas ficam no relatório.',
    failed: 'A importação falhou.',
  },
  /** The rejection sheet's own columns, after the file's. */
  rejectionSheet: {
    sheet: 'Recusadas',
    line: 'Linha da planilha',
    reason: 'Motivo da recusa',
  },
  /** The screen /client/ImportCustom (billing.md §2). */
  screen: eventImportScreenMessages,
} as const;

/**
 * pt-BR errors of the forms (platform.md §8 Forms: required fields not filled, error writing to
 * the database, error saving data, form not found; decision 057), apart from the screens' texts:
 * the contract's schemas and the public response page read them. Mounted at `screens.forms.errors`.
 */
export const formsErrorMessages = {
  // platform.md §8 Forms
  requiredNotFilled: 'Preencha todos os campos obrigatórios.',
  databaseWrite: 'Erro ao gravar no banco de dados. Tente novamente.',
  saveFailed: 'Erro ao salvar os dados. Tente novamente.',
  formNotFound: 'Formulário não encontrado.',
  // the public response
  formClosed: 'Este formulário está encerrado e não recebe mais respostas.',
  formExpired: 'O prazo para responder este formulário terminou.',
  tooManyResponses: 'Muitas respostas enviadas deste endereço. Aguarde alguns minutos e tente de novo.',
  answersInvalid: 'Há respostas inválidas; confira os campos indicados.',
  problems: {
    required: 'Esse campo é requerido',
    tooLong: 'A resposta pode ter até 10.000 caracteres.',
    wrongShape: 'Resposta em formato inválido.',
    notNumber: 'Digite um número (por exemplo 12 ou 12,5).',
    belowMin: 'O número está abaixo do mínimo permitido.',
    aboveMax: 'O número está acima do máximo permitido.',
    notDate: 'Informe uma data válida.',
    notTime: 'Informe um horário válido (HH:mm).',
    notDateTime: 'Informe uma data e um horário válidos.',
    unknownOption: 'Escolha uma das opções da pergunta.',
    notBooleanNa: 'Responda sim, não ou não se aplica.',
  },
  // the definition of a form
  slugPattern: 'Use só letras minúsculas sem acento, números e hífens (por exemplo pesquisa-2026).',
  slugTaken: 'Já existe um formulário desta empresa com este endereço.',
  slugChangeNeedsConfirmation:
    'O formulário está publicado: mudar o endereço quebra o link já enviado. Confirme a mudança para continuar.',
  questionType: 'Escolha um tipo de pergunta válido.',
  questionId: 'Identificador de pergunta inválido.',
  duplicateQuestionId: 'Duas perguntas têm o mesmo identificador.',
  optionsRequired: 'Perguntas de escolha precisam de pelo menos uma opção.',
  duplicateOption: 'Duas opções da pergunta têm o mesmo valor.',
  optionsNotAllowed: 'Só perguntas de escolha têm opções.',
  minAboveMax: 'O mínimo não pode ser maior que o máximo.',
  minMaxOnlyNumber: 'Mínimo e máximo são só para perguntas de número.',
  conditionEarlier: 'A condição precisa se referir a uma pergunta anterior.',
  conditionValue: 'O valor da condição precisa ser uma das opções da pergunta escolhida.',
  noQuestions: 'O formulário precisa de pelo menos uma pergunta.',
  tooManyQuestions: 'O formulário pode ter até {max} perguntas.',
  hourLimit: 'Informe o limite em horas: um número inteiro de 1 a 8760, ou deixe em branco.',
  unknownCategory: 'Escolha uma categoria existente.',
  categoryNotFound: 'Categoria não encontrada.',
  duplicateCategory: 'Já existe uma categoria com este nome.',
  categoryInUse: 'A categoria tem {count} formulário(s); mude-os de categoria antes de excluí-la.',
  responseNotFound: 'Resposta não encontrada.',
  statusAction: 'Escolha uma ação: publicar, despublicar, encerrar ou reabrir.',
  alreadyInState: 'O formulário já está assim.',
  reopenNotClosed: 'Só um formulário encerrado pode ser reaberto.',
  closeUnpublished: 'Publique o formulário antes de encerrá-lo.',
  period: 'O início do período deve ser antes do fim.',
} as const;

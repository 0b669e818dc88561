/**
 * pt-BR errors of the FAQ and help (decision 056), apart from the screens' texts: the contract's
 * schemas read them, so they are in the first load; the rest of the texts load with the screens
 * (decision 029). Mounted at `screens.help.errors`.
 */
export const helpErrorMessages = {
  categoryNotFound: 'Categoria não encontrada.',
  articleNotFound: 'Artigo não encontrado.',
  duplicateCategory: 'Já existe uma categoria com este nome.',
  categoryInUse: 'A categoria tem {count} artigo(s); mova-os ou exclua-os antes de excluir a categoria.',
  unknownCategory: 'Escolha uma categoria existente.',
  kind: 'Escolha o tipo: pergunta frequente ou ajuda de tela.',
  audience: 'Escolha quem vê: todos ou só usuários com login.',
  position: 'Informe a ordem: um número inteiro de 0 a 9999.',
  screenPath: 'Escolha uma tela do aplicativo (um caminho como /client/events).',
  helpNeedsScreen: 'Uma ajuda de tela precisa da tela que explica.',
  faqWithoutScreen: 'Perguntas frequentes não ficam ao lado de uma tela; deixe a tela em branco.',
  helpNotPublic: 'A ajuda de tela é só para usuários com login.',
  published: 'Informe se o artigo está publicado.',
} as const;

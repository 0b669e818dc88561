/**
 * pt-BR errors of the posts, the blog and the institutional pages (platform.md §5 and §8 Posts
 * and Files; decision 058), apart from the screens' texts: the contract's schemas read them, so
 * they are in the first load. Mounted at `screens.posts.errors`.
 */
export const postsErrorMessages = {
  // platform.md §8 Posts
  slugExists: 'Já existe um post com este slug.',
  slugRequired: 'O slug é obrigatório.',
  slugPattern: 'Use no slug só letras minúsculas sem acento, números e hífens (ex.: glosas-mais-comuns).',
  slugChangeNeedsConfirmation:
    'Este post está publicado: mudar o slug muda o seu endereço. Confirme a alteração (o endereço antigo continuará levando ao novo).',
  // platform.md §8 Files
  fileTypeNotAllowed: 'Tipo de arquivo não permitido: envie uma imagem PNG ou JPEG.',
  fileNotUploaded: 'O arquivo não foi enviado devido a um erro. Tente de novo.',
  folderRequired: 'A pasta do arquivo deve ser definida.',
  fileSize: 'O arquivo passa de {mb} MB.',
  fileNotFound: 'Arquivo não encontrado.',
  unknownFile: 'Escolha uma imagem enviada por aqui.',
  postNotFound: 'Post não encontrado.',
  categoryNotFound: 'Categoria não encontrada.',
  publisherNotFound: 'Autor não encontrado.',
  unknownCategory: 'Escolha categorias existentes.',
  unknownPublisher: 'Escolha autores existentes.',
  duplicateCategory: 'Já existe uma categoria com este nome ou slug.',
  categoryInUse: 'A categoria está em {count} post(s); tire-a deles antes de excluí-la.',
  publisherInUse: 'O autor assina {count} post(s); tire-o deles antes de excluí-lo.',
  placementTaken: 'Outro post já é esta página institucional.',
  placement: 'Escolha a página institucional: Sobre nós ou Página inicial antiga.',
  canonicalUrl: 'Informe um endereço completo começando com http:// ou https://.',
  publishedAt: 'Informe a data de publicação (data e hora).',
  tooMany: 'Escolha no máximo {max}.',
  published: 'Informe se o post está publicado.',
} as const;

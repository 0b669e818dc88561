/** Column labels of the posts tables in the change history (decision 058), by table. */
export const postsColumnLabelsByTable: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  post_categories: { name: 'Nome da categoria', slug: 'Slug da categoria' },
  post_publishers: { name: 'Nome do autor', bio: 'Apresentação do autor', photo_id: 'Foto do autor' },
  post_files: {
    folder: 'Pasta',
    file_name: 'Nome do arquivo',
    mime: 'Tipo do arquivo',
    size: 'Tamanho (bytes)',
    storage_key: 'Chave no armazenamento',
  },
  posts: {
    title: 'Título',
    description: 'Resumo',
    body: 'Texto',
    slug: 'Slug (endereço)',
    published: 'Publicado',
    published_at: 'Data de publicação',
    placement: 'Página institucional',
    author_ids: 'Autores',
    category_ids: 'Categorias',
    image_id: 'Imagem de capa',
    seo_title: 'Título para buscadores',
    seo_description: 'Descrição para buscadores',
    seo_image_id: 'Imagem para redes sociais',
    canonical_url: 'URL canônica',
  },
};

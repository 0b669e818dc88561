/** Column labels of the FAQ and help tables in the change history (decision 056), by table. */
export const helpColumnLabelsByTable: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  help_categories: { name: 'Nome da categoria', position: 'Ordem' },
  help_articles: {
    category_id: 'Categoria',
    kind: 'Tipo (pergunta frequente ou artigo de ajuda)',
    title: 'Título',
    body: 'Texto',
    published: 'Publicado',
    audience: 'Quem vê',
    screen_path: 'Tela explicada',
    position: 'Ordem',
  },
};

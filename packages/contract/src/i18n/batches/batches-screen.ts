/** pt-BR text of the batch screens /client/batches and /client/batches/{id} (issue 8). */
export const batchesScreenMessages = {
  title: 'Lotes',
  nav: 'Lotes',
} as const;

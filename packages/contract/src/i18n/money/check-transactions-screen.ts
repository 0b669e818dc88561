/** pt-BR text of /tools/CheckTransactions (issue 7). */
export const checkTransactionsScreenMessages = {
  nav: 'Verificar transações',
  title: 'Verificar transações',
};

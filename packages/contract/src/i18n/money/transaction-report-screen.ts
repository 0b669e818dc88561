/** pt-BR text of /client/reportTransactions and /client/ExternalPayments (issue 7). */
export const transactionReportScreenMessages = {
  nav: 'Relatório de transações',
  title: 'Relatório de transações',
};

export const externalPaymentsScreenMessages = {
  nav: 'Pagamentos externos',
  title: 'Pagamentos externos',
};

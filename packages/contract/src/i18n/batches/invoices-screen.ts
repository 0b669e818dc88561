/** pt-BR text of the invoice screens /client/invoices and /client/invoices/{id} (issue 8). */
export const invoicesScreenMessages = {
  title: 'Notas fiscais',
  nav: 'Notas fiscais',
} as const;

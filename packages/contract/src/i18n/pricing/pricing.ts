/** pt-BR text of the pricing preview (/client/pricing) and the memória de cálculo — issue 5. */
export const pricingMessages = {
  nav: 'Simular preços',
  errors: {
    noNegotiation: (date: string) => `O convênio não tem negociação vigente em ${date}`,
  },
} as const;

/** pt-BR text of the insurer screen's "Negociações" tab and the negotiation form — issue 5. */
export const negotiationScreenMessages = {
  tab: 'Negociações',
} as const;

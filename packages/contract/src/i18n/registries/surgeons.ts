/** pt-BR text of the surgeons screens (issue 4). */
export const surgeonsMessages = {} as const;

/** pt-BR text of the anesthetists screens (issue 4). */
export const anesthetistsMessages = {} as const;

/** pt-BR text of the hospitals screens (issue 4). */
export const hospitalsMessages = {} as const;

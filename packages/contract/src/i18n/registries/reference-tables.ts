/** pt-BR text of the reference-tables screens (issue 4). */
export const referenceTablesMessages = {} as const;

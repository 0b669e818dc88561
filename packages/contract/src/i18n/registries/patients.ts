/** pt-BR text of the patients screens (issue 4). */
export const patientsMessages = {} as const;

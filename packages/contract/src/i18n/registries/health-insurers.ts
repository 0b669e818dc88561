/** pt-BR text of the health-insurers screens (issue 4). */
export const healthInsurersMessages = {} as const;

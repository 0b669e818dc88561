/** pt-BR text of the billing-settings screens (issue 4). */
export const billingSettingsMessages = {} as const;

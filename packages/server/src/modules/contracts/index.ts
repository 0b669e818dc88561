/** The contracts with hospitals and payers and their installments (platform.md §3 Contract; decision 045). */
export { registerContractRoutes } from './contracts.routes';

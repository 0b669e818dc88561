/**
 * The forms with public responses (platform.md §2 client Forms and FormsResponses, admin Forms,
 * FormsCategories and FormsResponses, public /response/{companyId}/{slug}; decision 057).
 */
export { answersRefused } from './form-answer';
export { registerFormRoutes } from './forms.routes';

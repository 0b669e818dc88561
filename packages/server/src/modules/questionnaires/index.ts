/**
 * Questionnaires (platform.md §2 admin quiz and public /quest/{email}; decision 060): one
 * company's form sent to a list of addresses, each answering once through its personal link.
 */
export { registerQuestionnaireRoutes } from './questionnaires.routes';

/**
 * The FAQ and help (platform.md §2 admin Help and HelpCategories, client faq, public /faq;
 * decision 056): categories, questions and answers, help articles beside the screens.
 */
export { registerHelpRoutes } from './help.routes';

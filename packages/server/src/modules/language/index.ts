/** /tools/Language and the catalog's edited texts in every process (decision 062). */
export { registerLanguageRoutes } from './language.routes';
export { catalogTexts, startCatalogTexts, reloadCatalogTexts, CATALOG_CHANNEL } from './catalog-texts';

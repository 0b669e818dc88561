import { lazy } from 'react';

/**
 * The second step of the panel's load (decision 033): this tiny chunk holds the preload list of
 * the panel's fifty-odd chunks (charts, pickers, tables), so that list is not in the home's
 * first load; the panel comes with every Mantine style, as a lazy screen does.
 */
const Panel = lazy(async () => {
  const [panel] = await Promise.all([import('./production-panel'), import('../../shared/lazy/all-styles')]);
  return { default: panel.ProductionPanel };
});

export function ProductionPanelLoader() {
  return <Panel />;
}

/** The external registry integration: the /axreg API, its connector and its local fake (decision 053). */
export { registerAxregRoutes } from './axreg.routes';
export { createFakeRegistryState, fakeRegistryRoutes } from './fake-registry';
export { productRows, recordCall } from './integrations.repository';
export { integrationKey, openSecret, sealSecret } from './secret-box';

export { registerContaAzulRoutes } from './contaazul.routes';
export { createFakeContaAzulState, fakeContaAzulRoutes, startFakeContaAzul } from './fake-contaazul';

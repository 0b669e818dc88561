import { axregRoutes, type AxregType } from '@honora/contract';
import { call } from '../../shared/api/api-client';

/**
 * The mapping writes of platform.md §7 (decision 053), in one place for every screen: map,
 * unmap, show/hide, and import (consume_single, a GET that writes: the client sends the CSRF token).
 */
export const axregActions = {
  map: (companyId: string, type: AxregType, axregId: number, productId: string) =>
    call(axregRoutes.map, { body: { companyId, type, axregId, productId } }),
  unmap: (companyId: string, type: AxregType, axregId: number) =>
    call(axregRoutes.unmap, { body: { companyId, type, axregId } }),
  setVisible: (companyId: string, type: AxregType, axregId: number, visible: boolean) =>
    call(axregRoutes.visibility, { body: { companyId, type, axregId, visible } }),
  importRecord: (companyId: string, type: AxregType, axregId: number) =>
    call(axregRoutes.consumeSingle, { params: { companyId, axregId: String(axregId) }, query: { type } }),
};

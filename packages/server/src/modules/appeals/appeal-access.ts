import type { RouteAccess } from '../../http/bind-route';

/**
 * Appeals (billing.md §2: a selected company; module billing). Appeals are about money: the
 * answers carry values, so they are stripped for users who may not see them (hasValues).
 */
export const access = (action: 'list' | 'read' | 'write', hasValues = true): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'billing', action },
  hasValues,
});

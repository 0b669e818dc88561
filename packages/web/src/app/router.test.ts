import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/routing/paths';
import { ID_SEGMENT_PATHS, ruleOf } from '../shared/routing/route-rules';
import { routes } from './router';

function pathsOf(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('router', () => {
  it('registers exactly the paths of the rules table, their {id} screens, plus the catch-all', () => {
    const withId = Object.values(paths)
      .filter((path) => ID_SEGMENT_PATHS.has(path.toLowerCase()))
      .map((path) => `${path}/:id`);
    expect(withId).toHaveLength(ID_SEGMENT_PATHS.size);
    // The public response takes two segments, /response/{companyId}/{slug} (decision 057).
    const response = `${paths.response}/:companyId/:slug`;
    // A questionnaire's personal link, /quest/{email} (decision 060).
    const quest = `${paths.quest}/:email`;
    expect(pathsOf(routes).sort()).toEqual([...Object.values(paths), ...withId, response, quest, '*'].sort());
  });

  it.each([
    paths.clientEvents,
    paths.clientPatients,
    paths.clientHospitals,
    paths.clientSurgeons,
    paths.clientAnesthetists,
    paths.clientInsurances,
    paths.clientNotReadyEvents,
    paths.clientMandatoryFields,
    paths.adminCbhpm,
    paths.adminOcrAmazonCredit,
    paths.adminGuideOcrAmazon,
    paths.clientGuideOcrAmazon,
  ])('opens one record of %s by path (billing.md §2 {id})', (path) => {
    expect(pathsOf(routes)).toContain(`${path}/:id`);
  });

  it('gives an {id} screen its list rule, and no other unknown sub-path a rule', () => {
    expect(ruleOf('/client/batches/0b6e0c1e-3f9a-4a53-9d1c-5c8e0f6f2a11')).toBe(ruleOf(paths.clientBatches));
    expect(ruleOf('/client/invoices/abc/')).toBe(ruleOf(paths.clientInvoices));
    expect(ruleOf('/client/events/abc')).toBe(ruleOf(paths.clientEvents));
    expect(ruleOf('/client/batches/abc/def')).toBeNull();
    expect(ruleOf('/client/dashboard/abc')).toBeNull();
    // platform.md §2: Map and BI take no {id}.
    expect(ruleOf(`${paths.adminMap}/abc`)).toBeNull();
    expect(ruleOf(`${paths.adminBi}/abc`)).toBeNull();
    // One company's OCR credits at /admin/OcrAmazonCredit/{id}; the dashboard has no record.
    expect(ruleOf(`${paths.adminOcrAmazonCredit}/abc`)).toBe(ruleOf(paths.adminOcrAmazonCredit));
    // Support's review of one guide at /admin/GuideOcrAmazon/{id}.
    expect(ruleOf(`${paths.adminGuideOcrAmazon}/abc`)).toBe(ruleOf(paths.adminGuideOcrAmazon));
    expect(ruleOf(`${paths.adminDashboardOcr}/abc`)).toBeNull();
  });
});

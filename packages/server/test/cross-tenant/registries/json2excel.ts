import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

/** A company's name in the JSON: the tool must refuse the attacker before reading it. */
const text = (companyName: string) => JSON.stringify([{ empresa: companyName }]);

/**
 * /tools/Json2Excel reads no company's data, but it is an admin workspace tool: a company
 * session (any of the attackers) is refused before its JSON is read.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'POST /api/admin/json2excel',
    method: 'POST',
    url: () => '/api/admin/json2excel',
    body: (v) => ({ text: text(v.companyName) }),
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/json2excel/preview',
    method: 'POST',
    url: () => '/api/admin/json2excel/preview',
    body: (v) => ({ text: text(v.companyName) }),
    refusedWith: [401],
  },
];

export const json2excelArea: RegistryArea = {
  seed: async () => ({ records: {}, secrets: [] }),
  cases,
};

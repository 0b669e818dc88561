import {
  customFields,
  financialItemGroups,
  mandatoryFields,
  spreadsheetConfigs,
  systemActor,
  withActor,
} from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_FIELD = 'Campo Secreto da Vítima';
const SECRET_KEY = 'segredoVitima';
const SECRET_GROUP = 'Grupo Sigiloso da Vítima';
const SECRET_SHEET = 'Planilha Confidencial da Vítima';
const SECRET_HEADER = 'Coluna Oculta da Vítima';

/** Bodies are made anew on each call (the harness creates once per attacker and workspace): never a duplicate. */
let made = 0;
const customFieldBody = () => ({ entity: 'event', key: `invasao${++made}`, label: 'Invasão', type: 'text' });
const groupBody = () => ({ name: 'Invasão', kind: 'REVENUE', itemCodes: [`INV-${++made}`] });
const sheetBody = () => ({
  name: `Invasão ${++made}`,
  columns: { patientName: 'A', dtProcedure: 'B', procedureCode: 'C' },
});

/** Every by-id operation of one settings registry tried against the victim's record: 404 each time. */
function byIdCases(base: string, recordKey: string, body: () => unknown): CrossTenantCase[] {
  const path = `/api/${base}/{id}`;
  const url = (v: { records: Record<string, string> }) => `/api/${base}/${v.records[recordKey]}`;
  return [
    { operation: `GET /api/${base}`, method: 'GET', url: () => `/api/${base}?active=all`, refusedWith: [200] },
    {
      operation: `GET /api/${base}/export`,
      method: 'GET',
      url: () => `/api/${base}/export?active=all`,
      refusedWith: [200],
    },
    { operation: `GET ${path}`, method: 'GET', url, refusedWith: [404] },
    // Creating answers the attacker's own record in its own company: nothing of the victim.
    { operation: `POST /api/${base}`, method: 'POST', url: () => `/api/${base}`, body, refusedWith: [200] },
    { operation: `PUT ${path}`, method: 'PUT', url, body, refusedWith: [404] },
    { operation: `DELETE ${path}`, method: 'DELETE', url, refusedWith: [404] },
    { operation: `POST ${path}/restore`, method: 'POST', url: (v) => `${url(v)}/restore`, refusedWith: [404] },
  ];
}

/** Cross-tenant cases of the billing settings (custom fields, mandatory fields, item groups, spreadsheets). */
export const billingSettingArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const companyId = victim.companyId;
      const [field] = await tx
        .insert(customFields)
        .values({ companyId, entity: 'event', key: SECRET_KEY, label: SECRET_FIELD, type: 'text', filterable: true })
        .returning({ id: customFields.id });
      await tx.insert(mandatoryFields).values({ companyId, eventType: 'Consulta', fields: ['consultType'] });
      const [group] = await tx
        .insert(financialItemGroups)
        .values({ companyId, name: SECRET_GROUP, kind: 'REVENUE', itemCodes: ['VITIMA-77'] })
        .returning({ id: financialItemGroups.id });
      const [sheet] = await tx
        .insert(spreadsheetConfigs)
        .values({
          companyId,
          name: SECRET_SHEET,
          columns: { patientName: SECRET_HEADER, dtProcedure: 'B', procedureCode: 'C' },
        })
        .returning({ id: spreadsheetConfigs.id });
      return {
        records: { customFieldId: field!.id, financialItemGroupId: group!.id, spreadsheetConfigId: sheet!.id },
        secrets: [SECRET_FIELD, SECRET_KEY, SECRET_GROUP, 'VITIMA-77', SECRET_SHEET, SECRET_HEADER],
      };
    }),
  cases: [
    ...byIdCases('custom-fields', 'customFieldId', customFieldBody),
    ...byIdCases('financial-item-groups', 'financialItemGroupId', groupBody),
    ...byIdCases('spreadsheet-configs', 'spreadsheetConfigId', sheetBody),
    // Mandatory fields are always the selected company's: there is no id to point at the victim's.
    { operation: 'GET /api/mandatory-fields', method: 'GET', url: () => '/api/mandatory-fields', refusedWith: [200] },
    {
      operation: 'PUT /api/mandatory-fields/{eventType}',
      method: 'PUT',
      url: () => '/api/mandatory-fields/Consulta',
      body: () => ({ fields: [] }),
      refusedWith: [200],
    },
  ],
};

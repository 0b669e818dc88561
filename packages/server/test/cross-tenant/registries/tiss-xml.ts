import { batchXmlContents, batchXmlFiles, batches, healthInsurers, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora do Lote Sigiloso';
const BATCH_CODE = 'SIGILO77';
const FILE_TEXT = 'CONTEUDO-XML-SIGILOSO-DA-VITIMA';
const HASH = 'f00dfeedf00dfeedf00dfeedf00dfeed';

/**
 * Cross-tenant cases of the TISS XML generation: another company's session cannot start a
 * generation of the victim's batch, read one of its generations or download its file.
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'POST /api/batches/{id}/xml',
    method: 'POST',
    url: (v) => `/api/batches/${v.records.xmlBatchId}/xml`,
    refusedWith: [404],
  },
  {
    operation: 'GET /api/batches/{id}/xml/{fileId}',
    method: 'GET',
    url: (v) => `/api/batches/${v.records.xmlBatchId}/xml/${v.records.xmlFileId}`,
    refusedWith: [404],
  },
  {
    operation: 'GET /api/batches/{id}/xml/{fileId}/download',
    method: 'GET',
    url: (v) => `/api/batches/${v.records.xmlBatchId}/xml/${v.records.xmlFileId}/download?format=xml`,
    refusedWith: [404],
  },
];

export const tissXmlArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      const [batch] = await tx
        .insert(batches)
        .values({ companyId: victim.companyId, code: BATCH_CODE, healthInsuranceId: insurer!.id, type: 'Honorario' })
        .returning({ id: batches.id });
      const [file] = await tx
        .insert(batchXmlFiles)
        .values({
          batchId: batch!.id,
          companyId: victim.companyId,
          status: 'Successful',
          versionXML: '4.03.00',
          hashEncoding: 'ISO-8859-1',
          sequence: '1',
          fileName: `lote-${BATCH_CODE}.xml`,
          hash: HASH,
          guides: 1,
          size: FILE_TEXT.length,
        })
        .returning({ id: batchXmlFiles.id });
      await tx
        .insert(batchXmlContents)
        .values({ fileId: file!.id, companyId: victim.companyId, content: new TextEncoder().encode(FILE_TEXT) });
      return {
        records: { xmlBatchId: batch!.id, xmlFileId: file!.id },
        secrets: [INSURER_NAME, BATCH_CODE, FILE_TEXT, HASH],
      };
    }),
  cases,
};

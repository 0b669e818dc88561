import { healthInsurers, patients, storedFiles, systemActor, withActor } from '@honora/db';
import type { RegistryArea } from './area';

const VICTIM_CPF = '52998224725';
const VICTIM_NAME = 'Vitória Secreta Paciente';
const VICTIM_INSURER = 'Convênio Secreto da Vítima';
/** A PNG by its first bytes, distinctive enough to spot in an answer. */
const VICTIM_PHOTO = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('foto-secreta-da-vitima'),
]).toString('base64');

const body = (healthInsuranceId: string | null) => ({
  name: 'Paciente Invasor',
  cpf: VICTIM_CPF,
  healthInsuranceId,
});

/** Cross-tenant cases of the patients registry: every operation, against a patient with a photo and an insurer. */
export const patientArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: VICTIM_INSURER })
        .returning({ id: healthInsurers.id });
      const [photo] = await tx
        .insert(storedFiles)
        .values({ companyId: victim.companyId, mime: 'image/png', size: 30, data: VICTIM_PHOTO })
        .returning({ id: storedFiles.id });
      const [patient] = await tx
        .insert(patients)
        .values({
          companyId: victim.companyId,
          name: VICTIM_NAME,
          cpf: VICTIM_CPF,
          email: 'vitoria.secreta@vitima.dev',
          healthInsuranceId: insurer!.id,
          profileImageId: photo!.id,
        })
        .returning({ id: patients.id });
      return {
        records: { patientId: patient!.id, patientInsurerId: insurer!.id },
        secrets: [
          VICTIM_NAME,
          VICTIM_CPF,
          '529.982.247-25',
          VICTIM_INSURER,
          'vitoria.secreta@vitima.dev',
          VICTIM_PHOTO,
        ],
      };
    }),
  cases: [
    {
      operation: 'GET /api/patients',
      method: 'GET',
      url: () => `/api/patients?search=${encodeURIComponent('vitoria secreta')}&active=all`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/patients',
      method: 'GET',
      url: (v) => `/api/patients?healthInsuranceId=${v.records.patientInsurerId}&updatedSince=1970-01-01T00:00:00Z`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/patients/export',
      method: 'GET',
      url: () => `/api/patients/export?search=${encodeURIComponent('vitória')}&active=all`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/patients/cpf-check',
      method: 'GET',
      url: (v) => `/api/patients/cpf-check?cpf=${VICTIM_CPF}&excludeId=${v.records.patientId}`,
      refusedWith: [200],
    },
    {
      operation: 'GET /api/patients/{id}',
      method: 'GET',
      url: (v) => `/api/patients/${v.records.patientId}`,
      refusedWith: [404],
    },
    {
      operation: 'POST /api/patients',
      method: 'POST',
      url: () => '/api/patients',
      body: (v) => body(v.records.patientInsurerId!),
      refusedWith: [400],
    },
    {
      operation: 'PUT /api/patients/{id}',
      method: 'PUT',
      url: (v) => `/api/patients/${v.records.patientId}`,
      body: () => body(null),
      refusedWith: [404],
    },
    {
      operation: 'DELETE /api/patients/{id}',
      method: 'DELETE',
      url: (v) => `/api/patients/${v.records.patientId}`,
      refusedWith: [404],
    },
    {
      operation: 'POST /api/patients/{id}/restore',
      method: 'POST',
      url: (v) => `/api/patients/${v.records.patientId}/restore`,
      refusedWith: [404],
    },
    {
      operation: 'PUT /api/patients/{id}/photo',
      method: 'PUT',
      url: (v) => `/api/patients/${v.records.patientId}/photo`,
      body: () => ({ contentBase64: Buffer.from('89504e470d0a1a0a00', 'hex').toString('base64') }),
      refusedWith: [404],
    },
    {
      operation: 'GET /api/patients/{id}/photo',
      method: 'GET',
      url: (v) => `/api/patients/${v.records.patientId}/photo`,
      refusedWith: [404],
    },
    {
      operation: 'DELETE /api/patients/{id}/photo',
      method: 'DELETE',
      url: (v) => `/api/patients/${v.records.patientId}/photo`,
      refusedWith: [404],
    },
  ],
};

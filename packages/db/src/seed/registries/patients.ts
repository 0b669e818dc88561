import { cpfCheckDigits } from '@honora/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../client';
import { healthInsurers, patients, type AddressValue } from '../../schema';
import type { DemoWorld } from './index';

/** A valid CPF from nine digits: the check digits come from the domain's rule. */
const cpf = (base: string) => `${base}${cpfCheckDigits(base)}`;

const saoPaulo = (street: string, number: string, district: string, zipcode: string): AddressValue => ({
  zipcode,
  street,
  number,
  complement: null,
  district,
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
  ibgeCode: '3550308',
});

const sample = [
  {
    name: 'Maria Aparecida da Conceição',
    cpf: cpf('123456789'),
    gender: 'FEMALE',
    momName: 'Josefa da Conceição',
    birthDate: '1958-04-12',
    phone: '11987650001',
    accommodation: 'APARTMENT',
    address: saoPaulo('Avenida Paulista', '1578', 'Bela Vista', '01310-200'),
  },
  {
    name: 'João Batista de Araújo',
    cpf: cpf('234567891'),
    gender: 'MALE',
    momName: 'Luzia de Araújo',
    birthDate: '1971-09-30',
    phone: '11987650002',
    accommodation: 'NURSERY',
    address: saoPaulo('Rua Augusta', '900', 'Consolação', '01304-001'),
  },
  {
    name: 'Luíza Helena Gonçalves',
    cpf: cpf('345678912'),
    gender: 'FEMALE',
    momName: 'Cecília Gonçalves',
    birthDate: '1989-01-22',
    phone: '11987650003',
    accommodation: 'OUTPATIENT',
    address: saoPaulo('Rua Vergueiro', '2045', 'Vila Mariana', '04101-000'),
  },
  {
    name: 'José Antônio Sebastião',
    cpf: cpf('456789123'),
    gender: 'MALE',
    momName: 'Benedita Sebastião',
    birthDate: '1946-12-03',
    phone: '1132650004',
    accommodation: 'APARTMENT',
    address: saoPaulo('Rua da Mooca', '310', 'Mooca', '03104-000'),
  },
  {
    name: 'Ângela Márcia Simões',
    cpf: cpf('567891234'),
    gender: 'FEMALE',
    momName: 'Irene Simões',
    birthDate: '1965-06-18',
    phone: '11987650005',
    accommodation: 'ONE_DAY_CLINIC',
    address: saoPaulo('Avenida Brigadeiro Faria Lima', '3477', 'Itaim Bibi', '04538-133'),
  },
  {
    name: 'Caio Fábio Magalhães',
    cpf: cpf('678912345'),
    gender: 'MALE',
    momName: 'Débora Magalhães',
    birthDate: '2003-11-07',
    phone: '11987650006',
    accommodation: 'NURSERY',
    address: saoPaulo('Rua Voluntários da Pátria', '1200', 'Santana', '02010-000'),
  },
  {
    name: 'Inês Conceição Brandão',
    cpf: cpf('789123456'),
    gender: 'FEMALE',
    momName: 'Conceição Brandão',
    birthDate: '1977-02-28',
    phone: '11987650007',
    accommodation: 'NURSERY',
    address: saoPaulo('Rua Teodoro Sampaio', '744', 'Pinheiros', '05406-000'),
  },
  {
    name: 'Raí Estêvão Lacerda',
    cpf: cpf('891234567'),
    gender: 'MALE',
    momName: 'Sônia Lacerda',
    birthDate: '2016-08-15',
    phone: null,
    accommodation: 'APARTMENT',
    address: saoPaulo('Avenida Celso Garcia', '4150', 'Tatuapé', '03064-000'),
  },
] as const;

/**
 * Demo patients (hand-written sample): eight people of the demo matriz with valid CPFs and
 * São Paulo addresses; they take the matriz's live insurers in turn when the insurer seed made any.
 */
export async function seedDemoPatients(tx: Tx, world: DemoWorld): Promise<void> {
  const insurers = await tx
    .select({ id: healthInsurers.id })
    .from(healthInsurers)
    .where(and(eq(healthInsurers.companyId, world.matrizId), isNull(healthInsurers.deletedAt)))
    .orderBy(asc(healthInsurers.sortKey));
  await tx.insert(patients).values(
    sample.map((p, i) => {
      const insurer = insurers.length > 0 ? insurers[i % insurers.length]! : null;
      return {
        ...p,
        companyId: world.matrizId,
        email: `${p.name
          .split(' ')[0]!
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase()}.paciente@demo.honora.dev`,
        healthInsuranceId: insurer?.id ?? null,
        healthInsuranceWallet: insurer ? `0${String(8_000_000_000 + i * 7_919)}` : null,
      };
    }),
  );
}

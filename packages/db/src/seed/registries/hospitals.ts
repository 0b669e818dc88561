import { cnpjCheckDigits, formatCnpj } from '@honora/domain';
import type { Tx } from '../../client';
import { hospitals, type AddressValue } from '../../schema';
import type { DemoWorld } from './index';

/** A masked CNPJ whose check digits are computed from its 8-digit root and 4-digit branch. */
const cnpj = (root: string, branch = '0001') => formatCnpj(`${root}${branch}${cnpjCheckDigits(root + branch)}`);

const address = (value: Omit<AddressValue, 'country' | 'complement'> & { complement?: string }): AddressValue => ({
  complement: null,
  country: 'Brasil',
  ...value,
});

/** Three hospitals of the demo matriz, in cities of the demo's IBGE sample (reference-tables.ts). */
export const demoHospitals = [
  {
    name: 'Hospital São Lucas da Consolação',
    cnpj: cnpj('27865757'),
    cnes: '2077485',
    address: address({
      zipcode: '01301-000',
      street: 'Rua da Consolação',
      number: '1875',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      ibgeCode: '3550308',
    }),
  },
  {
    name: 'Hospital Santa Cecília',
    cnpj: cnpj('35791244'),
    cnes: '0027014',
    address: address({
      zipcode: '30130-100',
      street: 'Avenida Afonso Pena',
      number: '2300',
      complement: 'Bloco B',
      district: 'Funcionários',
      city: 'Belo Horizonte',
      state: 'MG',
      ibgeCode: '3106200',
    }),
  },
  {
    name: 'Maternidade Nossa Senhora de Fátima',
    cnpj: cnpj('18236120'),
    cnes: '0015563',
    address: address({
      zipcode: '80060-000',
      street: 'Rua Marechal Deodoro',
      number: '630',
      district: 'Centro',
      city: 'Curitiba',
      state: 'PR',
      ibgeCode: '4106902',
    }),
  },
] as const;

/** Demo hospitals (hand-written sample). */
export async function seedDemoHospitals(tx: Tx, world: DemoWorld): Promise<void> {
  await tx.insert(hospitals).values(demoHospitals.map((h) => ({ ...h, companyId: world.matrizId })));
}

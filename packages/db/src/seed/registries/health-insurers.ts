import type { Tx } from '../../client';
import { healthInsurers, typesOfPayment } from '../../schema';
import type { DemoWorld } from './index';

/**
 * Demo types of payment and health insurers of the demo matriz (hand-written sample): two
 * operators with ANS register and withheld taxes, a private (particular) insurer and a
 * paying hospital. Settings left out take the contract's defaults when read. `code` is the
 * group's provider code at the operator (codigoPrestadorNaOperadora in the TISS files): the
 * Unimed has one of the digits an operator assigns; the others have none, so their files
 * name the group by its CNPJ.
 */
export async function seedDemoHealthInsurers(tx: Tx, world: DemoWorld): Promise<void> {
  const companyId = world.matrizId;
  const [transfer, pix] = await tx
    .insert(typesOfPayment)
    .values([
      { companyId, name: 'Transferência bancária', description: 'TED ou DOC na conta da cooperativa' },
      { companyId, name: 'PIX', description: 'Pagamento instantâneo pela chave CNPJ da cooperativa' },
    ])
    .returning({ id: typesOfPayment.id });

  const withheld = [
    { identifier: 'IRJ', percent: 0.015 },
    { identifier: 'PIS', percent: 0.0065 },
    { identifier: 'COFINS', percent: 0.03 },
    { identifier: 'CSLL', percent: 0.01 },
  ];
  await tx.insert(healthInsurers).values([
    {
      companyId,
      name: 'Unimed Demo',
      code: '0004521',
      registerAns: '343005',
      cnpj: '11444777000161',
      payer: 'HEALTH_INSURANCE',
      typesOfPaymentIds: [transfer!.id, pix!.id],
      hasSendGuia: true,
      dayLimits: { receive: 60, sendGuide: 30, sendAppeal: 90 },
      flags: { autoBatch: true, autoBatchByMonthYear: true, padGuideNumber: true },
      configs: { autoBatchMaxEvents: 99, monthQuantityOnAutoBatchByMonthYear: 1 },
      taxSettings: { withheld },
    },
    {
      companyId,
      name: 'Bradesco Saúde Demo',
      registerAns: '005711',
      payer: 'HEALTH_INSURANCE',
      typesOfPaymentIds: [transfer!.id],
      dayLimits: { receive: 45, sendGuide: 15, sendAppeal: 60 },
      flags: { allowAlphanumericGuideNumber: true },
      hashEncoding: 'UTF-8',
      taxSettings: { withheld },
    },
    {
      companyId,
      name: 'Particular',
      payer: 'HEALTH_INSURANCE',
      typesOfPaymentIds: [pix!.id],
      isParticular: true,
    },
    {
      companyId,
      name: 'Hospital Demo Pagador',
      payer: 'HOSPITAL',
      typesOfPaymentIds: [transfer!.id],
      dayLimits: { receive: 30 },
      transferSettings: { mode: 'RECEIVED', payer: 'COMPANY', receiver: 'ANESTHETIST' },
    },
  ]);
}

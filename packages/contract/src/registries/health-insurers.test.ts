import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fmt, messages } from '../i18n';
import {
  healthInsurerBodySchema,
  INSURER_DEFAULTS,
  insurerDefaults,
  insurerSettingsSchema,
  percentFractionSchema,
  readInsurerSettings,
} from './health-insurers';

const m = messages.screens.healthInsurers.validation;
const v = messages.validation;

/** The first message of each field path of a failed parse. */
function issuesOf(body: unknown): Record<string, string> {
  const parsed = healthInsurerBodySchema.safeParse(body);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    found[key] ??= issue.message;
  }
  return found;
}

describe('insurer settings defaults (billing.md §5, §9)', () => {
  const settings = insurerSettingsSchema.parse({});

  it.each([
    ['configs.guideNumberPadding', settings.configs.guideNumberPadding, 7],
    ['configs.autoBatchMaxEvents', settings.configs.autoBatchMaxEvents, 99],
    ['configs.monthQuantityOnAutoBatchByMonthYear', settings.configs.monthQuantityOnAutoBatchByMonthYear, 1],
    ['configs.factorByAccommodation', settings.configs.factorByAccommodation, true],
    ['configs.replaceDataBy', settings.configs.replaceDataBy, {}],
    ['configs.medicalReturn', settings.configs.medicalReturn, { Honorario: null, SPSADT: null, Consulta: null }],
    ['dayLimits', settings.dayLimits, { receive: null, sendGuide: null, sendAppeal: null }],
    ['flags.autoBatchByMonthYear', settings.flags.autoBatchByMonthYear, false],
    ['xmlFields', settings.xmlFields, { Honorario: {}, SPSADT: {}, Consulta: {} }],
    [
      'configPdf',
      settings.configPdf,
      { showLogo: true, orientation: 'landscape', showValues: true, showObservations: true },
    ],
    ['financial.payer', settings.financial.payer, { name: null, cnpj: null }],
    ['taxSettings.withheld', settings.taxSettings.withheld, []],
    ['transferSettings', settings.transferSettings, { mode: 'RECEIVED', payer: 'COMPANY', receiver: 'ANESTHETIST' }],
  ])('%s defaults to %j', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['Honorario', 'providerGuideNumber', { enabled: false, min: 1, max: 20 }],
    ['Honorario', 'wallet', { enabled: false, min: 1, max: 20 }],
    ['Honorario', 'password', { enabled: false, min: 4, max: 20 }],
    ['SPSADT', 'providerGuideNumber', { enabled: false, min: 1, max: 20 }],
    ['SPSADT', 'wallet', { enabled: false, min: 3, max: 20 }],
    ['SPSADT', 'password', { enabled: false, min: 4, max: 20 }],
    ['Consulta', 'wallet', { enabled: false, min: 1, max: 20 }],
    ['Consulta', 'password', { enabled: false, min: 4, max: 20 }],
  ] as const)('guide %s: %s limits default to %j', (type, field, expected) => {
    expect(settings.configs.guideLimits[type][field]).toEqual(expected);
  });

  it('INSURER_DEFAULTS holds the same documents the schema fills, and TISS 4.03.00 with ISO-8859-1', () => {
    const { versionXML, hashEncoding, payer, ...documents } = INSURER_DEFAULTS;
    expect({ versionXML, hashEncoding, payer }).toEqual({
      versionXML: '4.03.00',
      hashEncoding: 'ISO-8859-1',
      payer: 'HEALTH_INSURANCE',
    });
    expect(documents).toEqual(settings);
  });

  it('insurerDefaults() answers a copy: changing it never touches the constant', () => {
    const copy = insurerDefaults();
    copy.configs.guideLimits.SPSADT.wallet.min = 9;
    copy.flags.autoBatch = true;
    expect(INSURER_DEFAULTS.configs.guideLimits.SPSADT.wallet.min).toBe(3);
    expect(INSURER_DEFAULTS.flags.autoBatch).toBe(false);
  });
});

describe('readInsurerSettings (stored documents)', () => {
  it.each([
    [
      'a missing key answers its default',
      { configs: { autoBatchMaxEvents: 40 } },
      'configs',
      (s: ReturnType<typeof readInsurerSettings>) => [s.configs.autoBatchMaxEvents, s.configs.guideNumberPadding],
      [40, 7],
    ],
    [
      'a nested missing key answers its default',
      { configs: { guideLimits: { SPSADT: { wallet: { enabled: true } } } } },
      'configs',
      (s: ReturnType<typeof readInsurerSettings>) => s.configs.guideLimits.SPSADT.wallet,
      { enabled: true, min: 3, max: 20 },
    ],
    [
      "a document that no longer fits answers that document's defaults",
      { dayLimits: { receive: 'trinta' }, flags: { autoBatch: true } },
      'dayLimits',
      (s: ReturnType<typeof readInsurerSettings>) => [s.dayLimits.receive, s.flags.autoBatch],
      [null, true],
    ],
    [
      'a missing document is all defaults',
      {},
      'taxSettings',
      (s: ReturnType<typeof readInsurerSettings>) => s.taxSettings,
      { withheld: [] },
    ],
  ])('%s', (_label, stored, _doc, pick, expected) => {
    expect(pick(readInsurerSettings(stored))).toEqual(expected);
  });
});

describe('healthInsurerBodySchema', () => {
  it('takes only the name, leaving the super-admin settings out (kept or defaulted by the server)', () => {
    const body = healthInsurerBodySchema.parse({ name: 'Unimed' });
    expect(body.versionXML).toBeUndefined();
    expect(body.hashEncoding).toBeUndefined();
    expect(body.xmlFields).toBeUndefined();
    expect(body.configPdf).toBeUndefined();
    expect(body.configs.replaceDataBy).toBeUndefined();
    expect(body.configs.guideNumberPadding).toBe(7);
    expect(body.typesOfPaymentIds).toEqual([]);
  });

  it('normalizes the CNPJ to its 14 characters and removes repeated types of payment', () => {
    const id = '6f1c2b0e-8d4a-4e3b-9c55-1a2b3c4d5e6f';
    const body = healthInsurerBodySchema.parse({ name: 'X', cnpj: '11.222.333/0001-81', typesOfPaymentIds: [id, id] });
    expect(body.cnpj).toBe('11222333000181');
    expect(body.typesOfPaymentIds).toEqual([id]);
  });

  it.each([
    [{ registerANS: '12345' }, 'registerANS', m.registerAns],
    [{ registerANS: '12345a' }, 'registerANS', v.digitsOnly],
    [{ cnpj: '11.222' }, 'cnpj', v.cnpjShort],
    [{ versionXML: '4.00.00' }, 'versionXML', m.versionXml],
    [{ hashEncoding: 'latin1' }, 'hashEncoding', m.hashEncoding],
    [{ dayLimits: { receive: -1 } }, 'dayLimits.receive', v.positive],
    [{ dayLimits: { sendAppeal: 1.5 } }, 'dayLimits.sendAppeal', m.integer],
    [{ dayLimits: { sendGuide: '10' } }, 'dayLimits.sendGuide', m.integer],
    [{ configs: { guideNumberPadding: 0 } }, 'configs.guideNumberPadding', v.positive],
    [
      { configs: { monthQuantityOnAutoBatchByMonthYear: 13 } },
      'configs.monthQuantityOnAutoBatchByMonthYear',
      fmt(v.range, { min: 1, max: 12 }),
    ],
    [
      { configs: { guideLimits: { Honorario: { providerGuideNumber: { min: 8, max: 7 } } } } },
      'configs.guideLimits.Honorario.providerGuideNumber.max',
      m.minAboveMax,
    ],
    [
      { configs: { guideLimits: { SPSADT: { password: { max: 3 } } } } },
      'configs.guideLimits.SPSADT.password.max',
      m.minAboveMax,
    ],
    [{ configs: { replaceDataBy: { numeroInventado: 'x' } } }, 'configs.replaceDataBy', m.guideDataField],
    [{ configs: { replaceDataBy: { numberWallet: ' ' } } }, 'configs.replaceDataBy.numberWallet', v.required],
    [{ xmlFields: { Honorario: { '1campo': 'x' } } }, 'xmlFields.Honorario.1campo', m.xmlFieldName],
    [{ customFields: { 'com espaço': 'x' } }, 'customFields.com espaço', m.customFieldKey],
    [
      { taxSettings: { withheld: [{ identifier: 'ISS', percent: 0.02 }] } },
      'taxSettings.withheld.0.identifier',
      v.required,
    ],
    [{ transferSettings: { mode: 'SOME' } }, 'transferSettings.mode', undefined],
  ])('refuses %j under %s', (change, path, message) => {
    const found = issuesOf({ name: 'Convênio', ...change });
    expect(Object.keys(found)).toContain(path);
    if (message) expect(found[path]).toBe(message);
  });

  it.each([
    [{ dayLimits: { receive: null, sendGuide: 1, sendAppeal: 999 } }],
    [{ configs: { guideLimits: { SPSADT: { wallet: { enabled: true, min: 20, max: 20 } } } } }],
    [{ configs: { replaceDataBy: { numberProviderGuide: 'numGuide' } } }],
    [{ xmlFields: { SPSADT: { 'ans:numeroGuiaOperadora': 'numGuide', 'ans:codigoTabela': '22' } } }],
    [
      {
        taxSettings: {
          withheld: [
            { identifier: 'IRJ', percent: 0.015 },
            { identifier: 'CUSTOM', percent: 0.12345 },
          ],
        },
      },
    ],
    [{ financial: { payer: { name: 'Central', cnpj: '' } } }],
  ])('accepts %j', (change) => {
    expect(issuesOf({ name: 'Convênio', ...change })).toEqual({});
  });
});

describe('percentFractionSchema (shown ×100 with up to 3 decimals, platform.md §5)', () => {
  it('accepts every percent from 0 to 100 with up to 3 decimals, stored ÷100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (thousandths) => {
        return percentFractionSchema.safeParse(thousandths / 1000 / 100).success;
      }),
    );
  });

  it('refuses a fourth decimal and values out of 0–100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 1, max: 9 }),
        (thousandths, extra) => !percentFractionSchema.safeParse((thousandths + extra / 10) / 1000 / 100).success,
      ),
    );
    expect(percentFractionSchema.safeParse(-0.001).success).toBe(false);
    expect(percentFractionSchema.safeParse(1.00001).success).toBe(false);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  cnpjLengthRule,
  cnpjRule,
  counterRule,
  cpfRule,
  digitsOnlyRule,
  emailRule,
  hoursRule,
  initialsRule,
  isEmptyValue,
  isValid,
  maxLengthRule,
  minLengthRule,
  numericCharsRule,
  percentRule,
  positiveRule,
  rangeRule,
  requiredRule,
  runRules,
  timeOfDayRule,
  type Rule,
} from './form-rules';
import { FORM_LIMITS, RULE_RESULT_ERROR, validationMessages } from './validation-messages';

/** Cases: value → expected result (`true` or the exact message). */
type Case = [unknown, true | string];

function table(name: string, rule: Rule, cases: Case[]): void {
  describe(name, () => {
    it.each(cases)('%j → %j', (value, expected) => {
      expect(rule(value)).toBe(expected);
    });
  });
}

const EMPTY: Case[] = [
  [null, true],
  [undefined, true],
  ['', true],
  ['   ', true],
];

describe('messages are the spec strings byte for byte', () => {
  it.each([
    [validationMessages.required, 'Esse campo é requerido'],
    [validationMessages.minLength(3), 'O tamanho mínimo é: 3'],
    [validationMessages.hours, 'Quantidade de horas e minutos inválida'],
    [validationMessages.cnpjShort, 'O campo é muito curto'],
    [validationMessages.email, 'Email inválido'],
    [validationMessages.numeric, 'Entrada inválida'],
    [validationMessages.digitsOnly, 'Digite apenas números'],
    [validationMessages.positive, 'Esse número precisa ser positivo'],
    [validationMessages.cpf, 'CPF inválido'],
    [RULE_RESULT_ERROR, 'Rule functions must return boolean true or a string'],
    // no spec string: the contract catalog's
    [validationMessages.maxLength(20), 'O tamanho máximo é: 20'],
    [validationMessages.range(1, 20), 'Informe um valor entre 1 e 20'],
    [validationMessages.cnpj, 'CNPJ inválido'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
    expect(actual.normalize('NFC')).toBe(actual);
  });

  it('limits are those of platform.md §9', () => {
    expect(FORM_LIMITS).toMatchObject({
      counter: 20,
      minLength: 3,
      cnpjLength: 18,
      rangeMin: 1,
      rangeMax: 20,
    });
  });
});

describe('isEmptyValue', () => {
  it.each<[unknown, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    [' \t\n', true],
    [[], true],
    [Number.NaN, true],
    [false, true],
    ['a', false],
    [0, false],
    [[''], false],
    [true, false],
    [{}, false],
  ])('%j → %j', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

const R = validationMessages.required;
table('requiredRule', requiredRule, [
  [null, R],
  [undefined, R],
  ['', R],
  ['   ', R],
  ['\t', R],
  [[], R],
  [Number.NaN, R],
  [false, R],
  ['a', true],
  [' a ', true],
  [0, true],
  [42, true],
  [[1], true],
  [[''], true],
  [true, true],
]);

const MIN3 = 'O tamanho mínimo é: 3';
table('minLengthRule() — default 3', minLengthRule(), [
  ...EMPTY,
  ['a', MIN3],
  ['ab', MIN3],
  [' ab ', MIN3],
  ['abc', true],
  ['abcdef', true],
  ['ção', true],
  [12, MIN3],
  [123, true],
  [{}, MIN3],
]);

table('minLengthRule(5)', minLengthRule(5), [
  ['abcd', 'O tamanho mínimo é: 5'],
  ['abcde', true],
]);

const MAX20 = 'O tamanho máximo é: 20';
table('counterRule — max 20', counterRule, [
  ...EMPTY,
  ['a'.repeat(19), true],
  ['a'.repeat(20), true],
  [` ${'a'.repeat(20)} `, true],
  ['a'.repeat(21), MAX20],
  ['ç'.repeat(20), true],
  ['😀'.repeat(20), true],
]);

table('maxLengthRule(5)', maxLengthRule(5), [
  ['abcde', true],
  ['abcdef', 'O tamanho máximo é: 5'],
]);

const HOURS = 'Quantidade de horas e minutos inválida';
table('hoursRule', hoursRule, [
  ...EMPTY,
  ['08:30', true],
  ['00:00', true],
  ['40:00', true],
  ['120:15', true],
  ['8:30', HOURS],
  ['08:3', HOURS],
  ['0830', HOURS],
  ['08', HOURS],
  ['08:60', HOURS],
  ['ab:cd', HOURS],
  ['08h30', HOURS],
]);

const SHORT = 'O campo é muito curto';
table('cnpjLengthRule', cnpjLengthRule, [
  ...EMPTY,
  ['12.345.678/0001-95', true],
  ['12.345.678/0001-9', SHORT],
  ['12345678000195', SHORT],
  ['12.ABC.345/01DE-35', true],
]);

table('cnpjRule', cnpjRule, [
  ...EMPTY,
  ['12.345.678/0001-95', true],
  ['12.ABC.345/01DE-35', true],
  ['12.345.678/0001-9', SHORT],
  ['12.345.678/0001-96', 'CNPJ inválido'],
  ['00.000.000/0000-00', 'CNPJ inválido'],
  ['12.345.678/0001-95x', 'CNPJ inválido'],
]);

const EMAIL = 'Email inválido';
table('emailRule', emailRule, [
  ...EMPTY,
  ['ana@clinica.com.br', true],
  ['ana.souza+faturamento@clinica.com', true],
  [' ana@clinica.com ', true],
  ['ANA@CLINICA.COM', true],
  ['ana', EMAIL],
  ['ana@', EMAIL],
  ['@clinica.com', EMAIL],
  ['ana@clinica', EMAIL],
  ['ana@clinica.c', EMAIL],
  ['ana souza@clinica.com', EMAIL],
  ['ana@@clinica.com', EMAIL],
  ['ana..souza@clinica.com', EMAIL],
  [`${'a'.repeat(250)}@b.com`, EMAIL],
  [42, EMAIL],
]);

const NUMERIC = 'Entrada inválida';
table('numericCharsRule — digits, dots and commas', numericCharsRule, [
  ...EMPTY,
  ['123', true],
  ['1.234,56', true],
  ['1,5', true],
  ['.,', true],
  [12.5, true],
  ['12a', NUMERIC],
  ['-1', NUMERIC],
  ['1 234', NUMERIC],
  ['R$ 10', NUMERIC],
]);

const DIGITS = 'Digite apenas números';
table('digitsOnlyRule', digitsOnlyRule, [
  ...EMPTY,
  ['0', true],
  ['0123456789', true],
  [42, true],
  ['12.3', DIGITS],
  ['12,3', DIGITS],
  ['-1', DIGITS],
  ['1e3', DIGITS],
  ['１２', DIGITS],
  [12.5, DIGITS],
]);

const POSITIVE = 'Esse número precisa ser positivo';
table('positiveRule', positiveRule, [
  ...EMPTY,
  [1, true],
  [0.01, true],
  ['1', true],
  ['1,5', true],
  ['0,01', true],
  ['1.234,56', true],
  ['+3', true],
  [0, POSITIVE],
  [-1, POSITIVE],
  ['0', POSITIVE],
  ['0,00', POSITIVE],
  ['-2', POSITIVE],
  ['abc', POSITIVE],
  ['1,2,3', POSITIVE],
  [Number.POSITIVE_INFINITY, POSITIVE],
]);

const CPF = 'CPF inválido';
table('cpfRule — empty accepted', cpfRule, [
  ...EMPTY,
  ['123.456.789-09', true],
  ['12345678909', true],
  ['123.456.789-08', CPF],
  ['000.000.000-00', CPF],
  ['111.111.111-11', CPF],
  ['123.456.789', CPF],
  [12345678909, CPF],
]);

const PERCENT = validationMessages.percent;
table('percentRule — 1 to 3 digits, separator, 2 digits', percentRule, [
  ...EMPTY,
  ['1,00', true],
  ['12,50', true],
  ['100.00', true],
  ['999,99', true],
  ['12', PERCENT],
  ['12,5', PERCENT],
  ['12,500', PERCENT],
  ['1000,00', PERCENT],
  [',50', PERCENT],
  ['12;50', PERCENT],
  ['-1,00', PERCENT],
]);

const RANGE = 'Informe um valor entre 1 e 20';
table('rangeRule() — 1 to 20', rangeRule(), [
  ...EMPTY,
  [1, true],
  [20, true],
  [10.5, true],
  ['7', true],
  ['1,5', true],
  [0, RANGE],
  [0.99, RANGE],
  [20.01, RANGE],
  [21, RANGE],
  ['-5', RANGE],
  ['abc', RANGE],
]);

table('rangeRule(1, 28)', rangeRule(1, 28), [
  [28, true],
  [29, 'Informe um valor entre 1 e 28'],
]);

const TIME = validationMessages.timeOfDay;
table('timeOfDayRule — capped at 1440 minutes', timeOfDayRule, [
  ...EMPTY,
  ['00:00', true],
  ['23:59', true],
  ['7:05', true],
  [0, true],
  [1439, true],
  ['24:00', TIME],
  ['12:60', TIME],
  [1440, TIME],
  [-1, TIME],
  [90.5, TIME],
  ['noon', TIME],
]);

const INITIALS = validationMessages.initials;
table('initialsRule — 2 or 3 characters', initialsRule, [
  ...EMPTY,
  ['AB', true],
  ['ABC', true],
  [' AB ', true],
  ['JÁS', true],
  ['A', INITIALS],
  ['ABCD', INITIALS],
]);

describe('runRules', () => {
  const failA: Rule = () => 'A';
  const failB: Rule = () => 'B';
  const pass: Rule = () => true;

  it.each<[Rule[], number | undefined, string[]]>([
    [[], undefined, []],
    [[pass, pass], undefined, []],
    [[pass, failA, failB], undefined, ['A']],
    [[failA, failB], 1, ['A']],
    [[failA, failB], 2, ['A', 'B']],
    [[failA, pass, failB], 5, ['A', 'B']],
  ])('case %#', (rules, maxErrors, expected) => {
    expect(maxErrors === undefined ? runRules('x', rules) : runRules('x', rules, maxErrors)).toEqual(expected);
  });

  it('combines spec rules in order', () => {
    const rules = [requiredRule, minLengthRule(), counterRule];
    expect(runRules('', rules)).toEqual(['Esse campo é requerido']);
    expect(runRules('ab', rules)).toEqual(['O tamanho mínimo é: 3']);
    expect(runRules('abc', rules)).toEqual([]);
    expect(runRules([], [requiredRule])).toEqual(['Esse campo é requerido']);
  });

  it('counts an empty-string message as a failure', () => {
    expect(runRules('x', [() => ''])).toEqual(['']);
  });

  it.each<[string, unknown]>([
    ['false', false],
    ['undefined', undefined],
    ['null', null],
    ['a number', 0],
    ['an object', { message: 'x' }],
  ])('throws the developer warning when a rule returns %s', (_label, result) => {
    const bad = (() => result) as unknown as Rule;
    expect(() => runRules('x', [bad])).toThrow(new Error('Rule functions must return boolean true or a string'));
  });

  it('stops at maxErrors, so a later rule is not run', () => {
    let ran = false;
    const spy: Rule = () => {
      ran = true;
      return true;
    };
    expect(runRules('x', [() => 'A', spy])).toEqual(['A']);
    expect(ran).toBe(false);
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('refuses maxErrors %j', (maxErrors) => {
    expect(() => runRules('x', [], maxErrors)).toThrow(RangeError);
  });

  it('never returns more than maxErrors messages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.string(), { nil: true as const }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 12 }),
        (results, maxErrors) => {
          const rules: Rule[] = results.map((r) => () => r);
          const messages = runRules('x', rules, maxErrors);
          const failures = results.filter((r): r is string => r !== true);
          return (
            messages.length === Math.min(maxErrors, failures.length) && messages.every((msg, i) => msg === failures[i])
          );
        },
      ),
    );
  });
});

describe('isValid', () => {
  it.each<[unknown, Rule[], boolean]>([
    ['abc', [requiredRule, minLengthRule()], true],
    ['ab', [requiredRule, minLengthRule()], false],
    ['', [requiredRule], false],
    ['', [cpfRule], true],
    ['123.456.789-09', [requiredRule, cpfRule], true],
    ['123.456.789-00', [requiredRule, cpfRule], false],
    [[1], [requiredRule], true],
    [[], [requiredRule], false],
    ['anything', [], true],
  ])('%j → %j', (value, rules, expected) => {
    expect(isValid(value, rules)).toBe(expected);
  });
});

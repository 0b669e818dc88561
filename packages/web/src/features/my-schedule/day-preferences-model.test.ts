import { describe, expect, it } from 'vitest';
import {
  addDay,
  bodyOf,
  crossErrors,
  fieldOf,
  formOf,
  removeDay,
  setWeekdays,
  WEEKDAY_CHOICES,
  type PreferenceForm,
} from './day-preferences-model';

const TODAY = '2027-03-10';
const empty: PreferenceForm = formOf({
  preferredWeekdays: [],
  undesiredWeekdays: [],
  preferredDays: [],
  undesiredDays: [],
  note: null,
  updatedAt: null,
});

describe('the form of preferred and undesired days (decision 051)', () => {
  it('names the ISO weekdays Monday first', () => {
    expect(WEEKDAY_CHOICES.map((c) => `${c.value} ${c.label}`)).toEqual([
      '1 segunda',
      '2 terça',
      '3 quarta',
      '4 quinta',
      '5 sexta',
      '6 sábado',
      '7 domingo',
    ]);
  });

  it('moves a weekday ticked in one list out of the other', () => {
    const avoidsSunday = setWeekdays(empty, 'undesiredWeekdays', ['7']);
    const both = setWeekdays(avoidsSunday, 'preferredWeekdays', ['2', '7', '1']);
    expect(both).toMatchObject({ preferredWeekdays: [1, 2, 7], undesiredWeekdays: [] });
  });

  it('adds a date once, sorted, and refuses a past one, one of the other list and a text that is no date', () => {
    const first = addDay(empty, 'preferredDays', '2027-03-20', TODAY);
    expect(first).toEqual({ form: { ...empty, preferredDays: ['2027-03-20'] } });
    const form = (first as { form: PreferenceForm }).form;
    const second = addDay(form, 'preferredDays', TODAY, TODAY) as { form: PreferenceForm };
    expect(second.form.preferredDays).toEqual([TODAY, '2027-03-20']);
    expect(addDay(second.form, 'preferredDays', TODAY, TODAY)).toEqual({ form: second.form });
    expect(addDay(form, 'preferredDays', '2027-03-09', TODAY)).toEqual({
      error: 'A data 09/03/2027 já passou: escolha datas de hoje em diante',
    });
    expect(addDay(form, 'undesiredDays', '2027-03-20', TODAY)).toEqual({ error: 'Esta data já está na outra lista' });
    expect(addDay(form, 'undesiredDays', '12/03', TODAY)).toEqual({ error: 'Digite uma data válida (DD/MM/AAAA)' });
    expect(removeDay(second.form, 'preferredDays', TODAY).preferredDays).toEqual(['2027-03-20']);
  });

  it('tells the rules across the lists as the server does, one message per list', () => {
    const form = { ...empty, preferredWeekdays: [5], undesiredWeekdays: [5], undesiredDays: ['2027-03-01'] };
    expect(crossErrors(form, TODAY)).toEqual({
      undesiredWeekdays: 'Não é possível preferir e evitar o mesmo dia da semana (sexta)',
      undesiredDays: 'A data 01/03/2027 já passou: escolha datas de hoje em diante',
    });
  });

  it('sends the lists without repeats and a blank note as null', () => {
    expect(bodyOf({ ...empty, preferredWeekdays: [2, 1], note: '   ' })).toEqual({
      preferredWeekdays: [1, 2],
      undesiredWeekdays: [],
      preferredDays: [],
      undesiredDays: [],
      note: null,
    });
    expect(fieldOf('preferredDays.3')).toBe('preferredDays');
  });
});

import type { ChatMessage, ChatTalk } from '@honora/contract';
import { CHAT_PROFILE_REFRESH_MAX_REPEATS } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  filterTalks,
  groupByCompany,
  groupByDay,
  listTime,
  ownStatus,
  previewOf,
  sortTalks,
  talkName,
  withMessage,
} from './chat-view';
import { attachmentProblem } from './composer';
import { hasStaleProfile, ProfileRefreshBound } from './profile-refresh';

const ME = '00000000-0000-4000-8000-000000000001';
const ANA = '00000000-0000-4000-8000-000000000002';
const BIA = '00000000-0000-4000-8000-000000000003';
const viewer = { userId: ME, side: 'CLIENT' } as const;

function talk(overrides: Partial<ChatTalk> = {}): ChatTalk {
  return {
    id: overrides.id ?? '10000000-0000-4000-8000-000000000001',
    companyId: '20000000-0000-4000-8000-000000000001',
    companyName: 'Cooperativa Demo',
    kind: 'direct',
    isAdmin: false,
    title: null,
    userIds: [ME, ANA],
    users: [
      { id: ME, name: 'Eu Mesmo', sigla: null, side: 'CLIENT' },
      { id: ANA, name: 'Ana Souza', sigla: null, side: 'CLIENT' },
    ],
    lastMessage: null,
    highlighted: false,
    unread: 0,
    createdBy: ME,
    createdAt: '2026-11-01T12:00:00.000Z',
    canManage: false,
    ...overrides,
  };
}

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    talkId: '10000000-0000-4000-8000-000000000001',
    type: 'text',
    msg: 'Olá',
    date: '2026-11-10T12:00:00.000Z',
    senderId: ANA,
    senderName: 'Ana Souza',
    senderSide: 'CLIENT',
    viewed: false,
    viewedAt: null,
    file: null,
    ...overrides,
  };
}

describe('the talk as the viewer sees it (platform.md §3)', () => {
  it('names a direct talk by the other person, a group by its title', () => {
    expect(talkName(talk(), viewer)).toBe('Ana Souza');
    expect(talkName(talk({ kind: 'group', title: 'Plantão' }), viewer)).toBe('Plantão');
  });

  it('names the company talk by the company for the client, by the client for the attendants', () => {
    const company = talk({
      kind: 'company',
      users: [
        { id: ME, name: 'Eu Mesmo', sigla: null, side: 'CLIENT' },
        { id: ANA, name: 'Ana Souza', sigla: null, side: 'COMPANY' },
      ],
    });
    expect(talkName(company, viewer)).toBe('Atendimento — Cooperativa Demo');
    expect(talkName(company, { userId: ANA, side: 'COMPANY' })).toBe('Eu Mesmo');
  });

  it('names the support talk "Suporte Honora" for the company and by the company for the support', () => {
    const support = talk({
      kind: 'support',
      isAdmin: true,
      users: [
        { id: ME, name: 'Eu Mesmo', sigla: null, side: 'COMPANY' },
        { id: BIA, name: 'Bia Suporte', sigla: null, side: 'ADMIN' },
      ],
    });
    expect(talkName(support, { userId: ME, side: 'COMPANY' })).toBe(t.supportName);
    expect(talkName(support, { userId: BIA, side: 'ADMIN' })).toBe('Cooperativa Demo');
    // An attendant who never wrote in it is not among its people yet.
    expect(talkName(support, { userId: ANA, side: 'COMPANY' })).toBe(t.supportName);
  });

  it('previews the last message: "Você:" for one\'s own, the attachment word without text', () => {
    const last = { id: 'x', msg: 'Oi', type: 'text' as const, date: '', senderId: ME, senderName: 'Eu Mesmo' };
    expect(previewOf(talk({ lastMessage: last }), viewer)).toBe(`${t.you}: Oi`);
    expect(previewOf(talk({ lastMessage: { ...last, senderId: ANA, msg: '', type: 'image' } }), viewer)).toBe(
      t.imageMessage,
    );
    expect(previewOf(talk({ kind: 'group', lastMessage: { ...last, senderId: ANA, senderName: 'Ana' } }), viewer)).toBe(
      'Ana: Oi',
    );
  });

  it('lists highlighted talks first, then by the latest activity', () => {
    const old = talk({ id: 'a', createdAt: '2026-01-01T00:00:00Z' });
    const recent = talk({ id: 'b', createdAt: '2026-02-01T00:00:00Z' });
    const starred = talk({ id: 'c', createdAt: '2025-01-01T00:00:00Z', highlighted: true });
    expect(sortTalks([old, recent, starred], viewer).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('finds talks by name, accents and case aside', () => {
    const talks = [talk({ id: 'a' }), talk({ id: 'b', kind: 'group', title: 'Plantão Noturno' })];
    expect(filterTalks(talks, 'plantao', viewer).map((item) => item.id)).toEqual(['b']);
    expect(filterTalks(talks, 'SOUZA', viewer).map((item) => item.id)).toEqual(['a', 'b']);
    expect(filterTalks(talks, '', viewer)).toHaveLength(2);
  });

  it("groups the support's talks by company name", () => {
    const groups = groupByCompany([talk({ id: 'a', companyName: 'Zeta' }), talk({ id: 'b', companyName: 'Alfa' })]);
    expect(groups.map((group) => group.companyName)).toEqual(['Alfa', 'Zeta']);
  });
});

describe('the messages (platform.md §3, §4)', () => {
  const now = new Date(2026, 10, 10, 15, 0);

  it('groups the messages by day, oldest first, with Hoje and Ontem', () => {
    const today = new Date(2026, 10, 10, 9, 30).toISOString();
    const yesterday = new Date(2026, 10, 9, 22, 0).toISOString();
    const before = new Date(2026, 10, 1, 8, 0).toISOString();
    const groups = groupByDay(
      [message({ id: 'c', date: today }), message({ id: 'a', date: before }), message({ id: 'b', date: yesterday })],
      now,
    );
    expect(groups.map((group) => group.label)).toEqual(['01/11/2026', t.yesterday, t.today]);
    expect(groups.flatMap((group) => group.messages.map((item) => item.id))).toEqual(['a', 'b', 'c']);
    expect(dayLabel('2026-10-31', now)).toBe('31/10/2026');
  });

  it("shows the list's time as HH:mm today and the day otherwise", () => {
    expect(listTime(new Date(2026, 10, 10, 9, 5).toISOString(), now)).toBe('09:05');
    expect(listTime(new Date(2026, 10, 9, 9, 5).toISOString(), now)).toBe(t.yesterday);
  });

  it('says "Visualizada" once the other party read one\'s message, else "Enviada"', () => {
    expect(ownStatus({ viewed: true })).toBe(t.viewed);
    expect(ownStatus({ viewed: false })).toBe(t.sent);
  });

  it('adds a message once, newest first, and replaces it when it comes again', () => {
    const first = message({ id: 'a', date: '2026-11-10T10:00:00Z' });
    const second = message({ id: 'b', date: '2026-11-10T11:00:00Z' });
    expect(withMessage([first], second).map((item) => item.id)).toEqual(['b', 'a']);
    expect(withMessage([second, first], { ...second, viewed: true })).toEqual([{ ...second, viewed: true }, first]);
  });

  it('refuses before sending what the server would refuse: the type, an empty file, the size', () => {
    expect(attachmentProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(attachmentProblem({ type: 'application/pdf', size: 10 })).toBeNull();
    expect(attachmentProblem({ type: 'text/plain', size: 10 })).toMatch(/Tipo de arquivo/);
    expect(attachmentProblem({ type: 'image/png', size: 0 })).toMatch(/vazio/);
    expect(attachmentProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toMatch(/10 MB/);
  });
});

describe('the profile refresh loop (platform.md §9)', () => {
  it('re-reads at most CHAT_PROFILE_REFRESH_MAX_REPEATS times in a row, then stops', () => {
    const bound = new ProfileRefreshBound();
    const answers = Array.from({ length: CHAT_PROFILE_REFRESH_MAX_REPEATS + 3 }, () => bound.shouldRefresh(true));
    expect(answers.filter(Boolean)).toHaveLength(CHAT_PROFILE_REFRESH_MAX_REPEATS);
    expect(CHAT_PROFILE_REFRESH_MAX_REPEATS).toBe(5);
  });

  it('starts again after names match or the user opens another talk', () => {
    const bound = new ProfileRefreshBound(2);
    expect([bound.shouldRefresh(true), bound.shouldRefresh(true), bound.shouldRefresh(true)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(bound.shouldRefresh(false)).toBe(false);
    expect(bound.shouldRefresh(true)).toBe(true);
    bound.reset();
    expect(bound.count).toBe(0);
  });

  it("finds a sender named otherwise than the talk's copy of them", () => {
    expect(hasStaleProfile(talk(), message())).toBe(false);
    expect(hasStaleProfile(talk(), message({ senderName: 'Ana S. Lima' }))).toBe(true);
    expect(hasStaleProfile(undefined, message())).toBe(false);
  });
});

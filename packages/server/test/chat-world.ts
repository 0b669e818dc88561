import type { ChatMessage, ChatTalk } from '@honora/contract';
import { adminUsers, systemActor, withActor } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';

/**
 * The chat tests' world (decision 066): company A with four CLIENT people (ana, bruno, carla and
 * the attendant dora, who is also on the COMPANY workspace with rule att) and eli (COMPANY, no
 * attendant rule); company B with zeca; a support admin.
 */
export interface ChatWorld {
  t: TestApp;
  companyA: string;
  companyB: string;
  ids: Record<'ana' | 'bruno' | 'carla' | 'dora' | 'eli' | 'zeca' | 'admin', string>;
  ana: TestClient;
  bruno: TestClient;
  carla: TestClient;
  /** dora on the COMPANY workspace (attendant). */
  dora: TestClient;
  /** dora on the CLIENT workspace. */
  doraClient: TestClient;
  eli: TestClient;
  zeca: TestClient;
  admin: TestClient;
}

export async function createChatWorld(): Promise<ChatWorld> {
  const t = await createTestApp();
  const db = t.database.db;
  const passwordHash = await hashPassword(PASSWORD);
  const user = async (key: string, name = key) =>
    (await createUser(db, { email: `${key.toLowerCase()}@chat.dev`, name, passwordHash })).id;
  const companyA = (await createCompany(db, { name: 'Clínica Alfa' })).id;
  const companyB = (await createCompany(db, { name: 'Clínica Beta' })).id;
  const ids = {
    ana: await user('ana', 'Ana Ávila'),
    bruno: await user('Bruno'),
    carla: await user('Carla'),
    dora: await user('Dora'),
    eli: await user('Eli'),
    zeca: await user('Zeca'),
    admin: await user('suporte', 'Suporte'),
  };
  for (const name of ['ana', 'bruno', 'carla', 'dora'] as const) {
    await addMember(db, { companyId: companyA, userId: ids[name], profiles: ['b'] });
  }
  await addMember(db, { companyId: companyA, userId: ids.dora, workspace: 'COMPANY', rules: { att: true } });
  await addMember(db, { companyId: companyA, userId: ids.eli, workspace: 'COMPANY', rules: { edit: true } });
  await addMember(db, { companyId: companyB, userId: ids.zeca, profiles: ['b'] });
  await withActor(db, systemActor, (tx) => tx.insert(adminUsers).values({ userId: ids.admin, rules: { sup: true } }));

  const signIn = async (name: string, workspace?: 'CLIENT' | 'COMPANY') => {
    const client = new TestClient(t.app);
    const res = await client.login(`${name.toLowerCase()}@chat.dev`, PASSWORD, workspace);
    expect(res.statusCode, res.body).toBe(200);
    return client;
  };
  return {
    t,
    companyA,
    companyB,
    ids,
    ana: await signIn('ana'),
    bruno: await signIn('Bruno'),
    carla: await signIn('Carla'),
    dora: await signIn('Dora', 'COMPANY'),
    doraClient: await signIn('Dora', 'CLIENT'),
    eli: await signIn('Eli', 'COMPANY'),
    zeca: await signIn('Zeca'),
    admin: await signIn('suporte'),
  };
}

export const CHAT = '/api/chat';

export async function openDirect(from: TestClient, userId: string): Promise<ChatTalk> {
  const res = await from.post(`${CHAT}/talks/direct`, { userId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatTalk;
}

export async function send(from: TestClient, talkId: string, text: string): Promise<ChatMessage> {
  const res = await from.post(`${CHAT}/talks/${talkId}/messages`, { msg: text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatMessage;
}

export async function talksOf(client: TestClient): Promise<ChatTalk[]> {
  const res = await client.get(`${CHAT}/talks`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: ChatTalk[] }).items;
}

export async function messagesOf(client: TestClient, talkId: string, query = ''): Promise<ChatMessage[]> {
  const res = await client.get(`${CHAT}/talks/${talkId}/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: ChatMessage[] }).items;
}

/** The smallest PNG (1×1), a JPEG and a WebP header, a PDF: kinds by their first bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
export const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

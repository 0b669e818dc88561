import {
  batchListQuerySchema,
  eventListQuerySchema,
  patientListQuerySchema,
  SEARCH_LIMITS,
  type SearchQuery,
  type SearchResponse,
} from '@honora/contract';
import { normalizeCpf } from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RouteAccess } from '../../http/bind-route';
import { validateRequest, type RequestAccess } from '../../http/guard';
import { listBatches } from '../batches';
import { listEvents } from '../events';
import { listPatients } from '../patients';

const companyWorkspaces = ['CLIENT', 'COMPANY'] as const;

/**
 * The access of each list the search reads, the one its own route declares (GET /api/events,
 * /api/patients, /api/batches): the guard decides each kind for the session, so the search
 * finds exactly what those lists would show (companies, own events only, surgeon visibility).
 */
export const searchedLists = {
  events: {
    workspaces: companyWorkspaces,
    needsCompany: true,
    permission: { module: 'events', action: 'list', fallback: { action: 'listOwn', ownerOnly: true } },
  },
  patients: { workspaces: companyWorkspaces, needsCompany: true, permission: { module: 'patients', action: 'list' } },
  batches: { workspaces: companyWorkspaces, needsCompany: true, permission: { module: 'batches', action: 'list' } },
} satisfies Record<keyof SearchResponse, RouteAccess>;

/** The guard's access to one list, or null when the session may not list it (nothing is searched). */
async function accessTo(ctx: AppContext, auth: AuthSession, list: RouteAccess): Promise<RequestAccess | null> {
  try {
    return await validateRequest(ctx, auth, list);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'permissionDenied' || error.code === 'companyRequired')) {
      return null;
    }
    throw error;
  }
}

const pageSize = SEARCH_LIMITS.perKind;

async function searchEvents(ctx: AppContext, auth: AuthSession, q: string): Promise<SearchResponse['events']> {
  if (q.length < SEARCH_LIMITS.recordsMinLength) return [];
  const access = await accessTo(ctx, auth, searchedLists.events);
  if (!access) return [];
  const page = await listEvents(ctx, auth, access, eventListQuerySchema.parse({ numGuide: q, pageSize }));
  return page.items.map(({ id, numGuide, patientName, dtProcedure, companyName }) => ({
    id,
    numGuide,
    patientName,
    dtProcedure,
    companyName,
  }));
}

async function searchPatients(ctx: AppContext, auth: AuthSession, q: string): Promise<SearchResponse['patients']> {
  if (q.length < SEARCH_LIMITS.recordsMinLength) return [];
  const access = await accessTo(ctx, auth, searchedLists.patients);
  if (!access) return [];
  // A whole CPF (11 digits, formatted or not) finds its patient exactly; other text, by name.
  const isCpf = /^[\d.\-\s]+$/.test(q) && normalizeCpf(q).length === 11;
  const query = patientListQuerySchema.parse(isCpf ? { cpf: q, pageSize } : { search: q, pageSize });
  const page = await listPatients(ctx, { auth, access }, query);
  return page.items.map(({ id, name, cpf }) => ({ id, name, cpf }));
}

async function searchBatches(ctx: AppContext, auth: AuthSession, q: string): Promise<SearchResponse['batches']> {
  const access = await accessTo(ctx, auth, searchedLists.batches);
  if (!access) return [];
  const page = await listBatches(ctx, auth, access, batchListQuerySchema.parse({ search: q, pageSize }));
  return page.items.map(({ id, code, name, insurerName }) => ({ id, code, name, insurerName }));
}

/**
 * GET /api/search: events by guide number, patients by name or CPF (from recordsMinLength
 * characters), batches by code (or name, protocol), a few of each, through the lists' own services. One kind after the other: PGlite
 * has one connection, and each list opens its own tenant transaction.
 */
export async function search(ctx: AppContext, auth: AuthSession, { q }: SearchQuery): Promise<SearchResponse> {
  const events = await searchEvents(ctx, auth, q);
  const patients = await searchPatients(ctx, auth, q);
  const batches = await searchBatches(ctx, auth, q);
  return { events, patients, batches };
}

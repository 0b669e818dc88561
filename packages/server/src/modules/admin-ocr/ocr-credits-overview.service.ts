import type { AdminOcrCreditsResponse, PageQuery } from '@honora/contract';
import type { AppContext } from '../../context';
import { listCreditOverview } from './ocr-credits-overview.repository';

/**
 * GET /api/admin/ocr-credits (platform.md §2 OcrAmazonCredit; §3 company OCR credits): every live
 * company by name, searched by name, legal name or CNPJ, with its balance, the credits granted and
 * used and the last use. A company's history and the grants are /api/admin/companies/:id/ocr-credits.
 */
export function listCompanyCredits(ctx: AppContext, query: PageQuery): Promise<AdminOcrCreditsResponse> {
  return listCreditOverview(ctx.db, query.search || undefined, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}

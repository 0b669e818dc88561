import { benchAppeals } from './appeals';
import { benchStatements } from './statements';
import { benchCollections } from './collections';
import { benchTransfers } from './transfers';
import { benchDashboard } from './dashboard';
import { benchEventImport } from './event-import';
import { benchOcr } from './ocr';
import { benchLogin } from './auth-login.bench';
import { benchEvents } from './events';
import { benchFeed } from './feed';
import { benchJobs } from './jobs';
import { benchMoney } from './money';
import { benchPing } from './api-ping.bench';
import { benchPatients } from './patients';
import { benchPricing } from './pricing';
import { benchReportsExport } from './reports-export';
import { benchTiss } from './tiss';
import { benchFirstLoad } from './web-first-load';
import { benchSchedules } from './schedules';
import { benchContracts } from './contracts';
import { benchIntegrations } from './integrations';
import { benchContaAzul } from './contaazul';
import { benchRostering } from './rostering';
import { benchPosts } from './posts';
import { benchForms } from './forms';
import { benchChat } from './chat';
import { benchAdminQuery } from './admin-query';

/**
 * `npm run bench [-- --only PREFIX]`: every figure on a line of its own. Benchmarks seed
 * their own scratch databases on the PostgreSQL at TEST_DATABASE_URL.
 */
const benches: { name: string; run: (baseUrl: string) => Promise<void> }[] = [
  { name: 'api.ping.rps', run: benchPing },
  { name: 'auth.login.p95_ms', run: benchLogin },
  // Prints patients.search.p95_ms and patients.list.p95_ms (a million patients: a few minutes).
  { name: 'patients.search.p95_ms', run: benchPatients },
  { name: 'pricing.procedures_per_s', run: benchPricing },
  // Prints events.list.p95_ms and events.bulk_check_99.ms (a million events, seeded once and kept).
  { name: 'events.list.p95_ms', run: benchEvents },
  // Prints money.report.p95_ms and money.receive_all_99.ms (5,000,000 transactions, seeded once and kept).
  { name: 'money.report.p95_ms', run: benchMoney },
  // Prints tiss.lote_100.ms and tiss.events_10k.ms, each beside the XSD validation time of the same
  // files, and tiss.guides_pdf_100.ms.
  { name: 'tiss.lote_100.ms', run: benchTiss },
  // One 100-guide RECURSO_GLOSA (5 items a guide) built and hashed; baseline = bare concatenation + MD5.
  { name: 'appeals.recurso_100.ms', run: benchAppeals },
  // A 5,000-item análise de conta imported, matched and posted against the events bench's million events.
  { name: 'appeals.statement_5k.ms', run: benchStatements },
  // A collection of 5,000 events settled receiving the rest, against the events bench's million events.
  { name: 'collections.settle_5k.ms', run: benchCollections },
  // The month's transfer of 500 doctors over 2,000,000 transactions (seeded once and kept); also transfers.lock_500.ms.
  { name: 'transfers.month_500.ms', run: benchTransfers },
  // The dashboard of one company over a year, on the events bench's million events (kept; it only reads).
  { name: 'reports.dashboard.p95_ms', run: benchDashboard },
  // A 100,000-row Excel export of the report generator (an export job) on a copy of the money bench's database;
  // also reports.export_100k.rss_mb, the server's memory growth. Baseline: the same SQL and sheet writer in-process.
  { name: 'reports.export_100k.ms', run: benchReportsExport },
  // A 10,000-row spreadsheet (half new guides, half changes) imported into a copy of the events bench's company.
  { name: 'import.events_10k.ms', run: benchEventImport },
  // Prints ocr.page.ms and ocr.field_accuracy.pct (30 guides rendered, turned and speckled; no database).
  { name: 'ocr.page.ms', run: benchOcr },
  // A month's on-call roster (80 doctors × 12 workplaces × 3 shifts) validated in process; also
  // schedules.month_grid.p95_ms, the month grid's API answer.
  { name: 'schedules.validate_month.ms', run: benchSchedules },
  // A year of installments generated for 1,000 contracts in process (no database); budget 2 s.
  { name: 'contracts.installments_1k.ms', run: benchContracts },
  // Suggested matches of 10,000 registry professionals against 10,000 product records in process; budget 2 s.
  { name: 'integrations.match_10k.ms', run: benchIntegrations },
  // 1,000 events exported to the app's local Conta Azul fake under its limits (10/s, 600/min): about 100 s.
  // Baseline: the least time those limits allow for the 1,000 calls.
  { name: 'integrations.contaazul_1k.ms', run: benchContaAzul },
  // The automatic roster of a month (60 doctors × 10 workplaces × 3 shifts) in process; baseline the
  // greedy fill. Also rostering.month_60.night_spread, the solver's night spread against the greedy fill's.
  { name: 'rostering.month_60.ms', run: benchRostering },
  // 200 posts seeded; one public post page read by 16 concurrent readers (decision 058). Baseline 20 ms.
  { name: 'posts.page.p95_ms', run: benchPosts },
  // 200 respondents sending a 30-question form at once through its public link (decision 057); also
  // forms.submit.lost, the responses not stored. Baselines 200 ms and 0.
  { name: 'forms.submit.p95_ms', run: benchForms },
  // A query-console query that would scan (and sort) 5,000,000 rows, stopped by its statement timeout
  // (decision 061): the slowest of 3 answers. Baseline: the configured limit, ADMIN_QUERY_TIMEOUT_MS (5,000 ms).
  { name: 'admin.query_timeout.ms', run: benchAdminQuery },
  // Builds the web app and prints its first load (the larger of the login's and the home's).
  { name: 'web.initial_kb_gz', run: benchFirstLoad },
  // Two server processes on one PostgreSQL: a receipt posted on A until B's subscriber has it.
  { name: 'feed.cross_process.p95_ms', run: benchFeed },
  // Two server processes, 500 people subscribed over WebSocket, 250 pairs across the processes (decision 066).
  { name: 'chat.delivery.p95_ms', run: benchChat },
  // Two server processes on one PostgreSQL: 10,000 probe jobs enqueued at once, until the last is FINISH.
  { name: 'jobs.run_10k.ms', run: benchJobs },
];

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

for (const bench of benches) {
  if (only && !bench.name.startsWith(only)) continue;
  await bench.run(baseUrl);
}

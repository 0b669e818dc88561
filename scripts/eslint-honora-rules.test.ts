import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
// @ts-expect-error plain JS module without types
import { honoraRules } from './eslint-honora-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const web = '/repo/packages/web/src';
new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'no-cross-feature-imports',
  honoraRules.rules['no-cross-feature-imports'],
  {
    valid: [
      { filename: `${web}/features/auth/pages/login.tsx`, code: "import { x } from '../components/form';" },
      { filename: `${web}/features/auth/pages/login.tsx`, code: "import { api } from '../../../shared/api';" },
      { filename: `${web}/app/router.tsx`, code: "import { Login } from '../features/auth/pages/login';" },
      { filename: `${web}/features/auth/index.ts`, code: "export * from './pages/login';" },
    ],
    invalid: [
      {
        filename: `${web}/features/auth/pages/login.tsx`,
        code: "import { CompanyList } from '../../companies/components/list';",
        errors: [{ messageId: 'cross' }],
      },
      {
        filename: `${web}/features/dashboard/page.tsx`,
        code: "const m = import('../auth/pages/login');",
        errors: [{ messageId: 'cross' }],
      },
      {
        filename: `${web}/features/dashboard/page.tsx`,
        code: "export { x } from '../auth/x';",
        errors: [{ messageId: 'cross' }],
      },
    ],
  },
);

const server = '/repo/packages/server/src';
new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'no-cross-module-internals',
  honoraRules.rules['no-cross-module-internals'],
  {
    valid: [
      // Inside one module, files import each other freely.
      { filename: `${server}/modules/events/events.service.ts`, code: "import * as repo from './events.repository';" },
      { filename: `${server}/modules/tiss/pdf/service.ts`, code: "import { x } from '../guide-input';" },
      // Another module only through its public entry.
      { filename: `${server}/modules/money/money.service.ts`, code: "import { eventScope } from '../events';" },
      { filename: `${server}/modules/money/money.service.ts`, code: "import { eventScope } from '../events/index';" },
      {
        filename: `${server}/modules/tiss/pdf/service.ts`,
        code: "import { eventScope } from '../../events/index.js';",
      },
      { filename: `${server}/modules/batches/index.ts`, code: "export { x } from '../batch-membership';" },
      // What lies below the modules (http, errors, bulk helper) and packages are not modules.
      { filename: `${server}/modules/money/money.service.ts`, code: "import { runBulk } from '../../bulk/run-bulk';" },
      { filename: `${server}/modules/money/money.service.ts`, code: "import { events } from '@honora/db';" },
      // Code outside the modules (app.ts, graphql) is not held by this rule.
      { filename: `${server}/app.ts`, code: "import { registerEventRoutes } from './modules/events/events.routes';" },
    ],
    invalid: [
      {
        filename: `${server}/modules/money/money.service.ts`,
        code: "import * as actionsRepo from '../events/event-actions.repository';",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: `${server}/modules/tiss/pdf/service.ts`,
        code: "import { eventScope } from '../../events/event-scope';",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: `${server}/modules/events/events.service.ts`,
        code: "export { x } from '../batches/batch-lock';",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: `${server}/modules/events/events.service.ts`,
        code: "export * from '../batches/batch-lock';",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: `${server}/modules/events/events.service.ts`,
        code: "const m = import('../batches/auto-batch');",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: `${server}/modules/events/events.service.ts`,
        code: "import { T } from '../batches/sub/index';",
        errors: [{ messageId: 'internal' }],
      },
    ],
  },
);

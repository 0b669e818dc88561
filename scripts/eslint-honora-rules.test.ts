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

import type { ReactNode } from 'react';
import { useSession } from '../shared/auth/auth-store';
import { lazyScreen } from '../shared/lazy/lazy-screen';

/** The company chooser and its list load only when a screen must ask for a company (decision 021). */
const CompanyScreen = lazyScreen(
  () => import('../features/companies/company-screen'),
  (m) => m.CompanyScreen,
);

/**
 * A login-only screen of a company's data (platform.md §2): with a company chosen (or in the
 * admin workspace) it renders at once; without one, CompanyScreen asks for a company first.
 */
export function CompanyScreenGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session || session.company !== null || session.workspace === 'ADMIN') return children;
  return <CompanyScreen>{children}</CompanyScreen>;
}

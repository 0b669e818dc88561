import { Navigate, useLocation } from 'react-router';

/** `/`, `/login`, `/admin` and `/admin/login` go to the client login, keeping `?redirect=`. */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

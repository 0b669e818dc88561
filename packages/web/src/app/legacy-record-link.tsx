import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { legacyRecordTarget } from '../shared/routing/use-record-route';

/** A list screen reached by an old `?id=…` link goes to the record's own path, `<list>/{id}`. */
export function LegacyRecordLink({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const target = legacyRecordTarget(pathname, search);
  return target ? <Navigate to={target} replace /> : children;
}

import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The URL's search params and an updater that applies each change to the newest params, even
 * when two changes come before the next render (react-router's functional update reads the
 * params of the last render, so a second quick change would drop the first one). Filters kept
 * in the URL use it: typing a start date and then an end date keeps both.
 */
export function useSearchParamsUpdater(): [URLSearchParams, (change: Change) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = useCallback(
    (change: Change) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, update];
}

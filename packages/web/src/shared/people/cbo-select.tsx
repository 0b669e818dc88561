import { messages, referenceRoutes } from '@honora/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { RemoteSearchSelect } from '../ui/remote-search-select';

const t = messages.screens.surgeons;

interface Props {
  /** The 6-digit CBO code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const label = (code: string, title: string | undefined) => (title ? `${code} — ${title}` : code);

/**
 * The CBO occupation of a surgeon or anesthetist (TISS guides), picked from the CBO table by
 * code or title (GET /api/reference/cbo, physicians first).
 */
export function CboSelect({ value, onChange, error, disabled = false }: Props) {
  const current = useQuery({
    queryKey: ['reference', 'cbo', 'code', value],
    queryFn: ({ signal }) => call(referenceRoutes.cbo, { query: { search: value, physicians: 'false' }, signal }),
    enabled: value !== '',
    staleTime: Infinity,
  });
  const title = current.data?.items.find((item) => item.code === value)?.title;
  return (
    <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <RemoteSearchSelect
        // Once the title of the saved code arrives, the input shows it.
        key={title ?? 'code'}
        name="cbo"
        label={t.cbo}
        placeholder={t.cboPlaceholder}
        queryKey={['reference', 'cbo', 'search']}
        fetchOptions={async (search, signal) => {
          const { items } = await call(referenceRoutes.cbo, { query: { search: search || undefined }, signal });
          return items.map((item) => ({ value: item.code, label: label(item.code, item.title) }));
        }}
        value={value ? { value, label: label(value, title) } : null}
        onChange={(option) => onChange(option?.value ?? '')}
        error={error}
        clearable
      />
    </fieldset>
  );
}

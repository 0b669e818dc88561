import { adminQueryRoutes, fmt, type AdminQueryResult, type AdminSavedQuery } from '@honora/contract';
import { adminQueryScreenMessages as t } from '@honora/contract/screen-texts/admin-query';
import { Alert, Button, Grid, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { download } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { toast } from '../../shared/notify/toast';
import { isRunShortcut } from './cell-text';
import { NameModal } from './name-modal';
import { RecentRuns } from './recent-runs';
import { ResultTable } from './result-table';
import { SavedQueries } from './saved-queries';
import { useRefreshRuns, useRunQuery, useSavedQueryActions } from './use-admin-query';

/**
 * /admin/QueryInFirestore (platform.md §2; decision 061): the super admins' read-only query
 * console — an editor (Ctrl+Enter runs), the result as a table or an Excel file, the saved
 * queries and the audit's recent runs.
 */
export function AdminQueryPage() {
  const [sql, setSql] = useState('');
  const [loaded, setLoaded] = useState<AdminSavedQuery | null>(null);
  const [result, setResult] = useState<AdminQueryResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const [isNaming, setIsNaming] = useState(false);
  const run = useRunQuery();
  const refreshRuns = useRefreshRuns();
  const saved = useSavedQueryActions();

  const fail = (failure: unknown) => {
    const apiError = toApiError(failure);
    if (!apiError.isHandled) setError(apiError.message);
  };
  const execute = async () => {
    if (run.isPending) return;
    setError(null);
    try {
      setResult(await run.mutateAsync(sql));
    } catch (failure) {
      setResult(null);
      fail(failure);
    }
  };
  const downloadExcel = async () => {
    setError(null);
    setIsDownloading(true);
    try {
      await download(adminQueryRoutes.excel, `${t.fileName}.xlsx`, { body: { sql } });
    } catch (failure) {
      fail(failure);
    } finally {
      setIsDownloading(false);
      void refreshRuns();
    }
  };
  const putText = (text: string, query: AdminSavedQuery | null) => {
    setSql(text);
    setLoaded(query);
    setError(null);
  };

  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Textarea
              label={t.sqlLabel}
              description={t.sqlHint}
              value={sql}
              onChange={(event) => setSql(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (!isRunShortcut(event)) return;
                event.preventDefault();
                void execute();
              }}
              autosize
              minRows={8}
              maxRows={20}
              spellCheck={false}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group>
              <Button loading={run.isPending} onClick={() => void execute()}>
                {t.run}
              </Button>
              <Button variant="default" loading={isDownloading} onClick={() => void downloadExcel()}>
                {t.excel}
              </Button>
              <Button variant="default" onClick={() => setIsNaming(true)} disabled={sql.trim() === ''}>
                {loaded ? t.saveAs : t.save}
              </Button>
              {loaded && (
                <Button
                  variant="subtle"
                  onClick={() =>
                    void saved
                      .save(loaded.id, { name: loaded.name, sql })
                      .then((next) => {
                        setLoaded(next);
                        toast.success(t.saved);
                      })
                      .catch(fail)
                  }
                >
                  {fmt(t.saveLoaded, { name: loaded.name })}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SavedQueries onLoad={(query) => putText(query.sql, query)} />
        </Grid.Col>
      </Grid>
      {result && <ResultTable result={result} />}
      <RecentRuns onUse={(text) => putText(text, null)} />
      <NameModal
        title={isNaming ? (loaded ? t.saveAs : t.save) : null}
        initialName=""
        onClose={() => setIsNaming(false)}
        onSubmit={async (name) => {
          setLoaded(await saved.save(null, { name, sql }));
          toast.success(t.saved);
        }}
      />
    </Stack>
  );
}

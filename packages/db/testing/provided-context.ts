/** Values the integration-test global setup hands to each test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
    testRunId: string;
  }
}

export {};

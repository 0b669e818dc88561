/** The code of a screen did not arrive: it failed or passed the time-out. */
export class ScreenLoadError extends Error {
  constructor(reason: string, options?: { cause: unknown }) {
    super(reason, options);
    this.name = 'ScreenLoadError';
  }
}

/** Resolves like `promise`; rejects with ScreenLoadError on failure or after `ms`. */
export function loadWithTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadError(`A tela não carregou em ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ScreenLoadError('Falha ao carregar a tela', { cause: error }));
      },
    );
  });
}

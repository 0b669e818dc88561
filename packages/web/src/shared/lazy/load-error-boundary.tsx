import { Component, type ReactNode } from 'react';
import { LoadErrorScreen } from './load-error-screen';
import { ScreenLoadError } from './load-with-timeout';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a screen whose code failed or timed out loading and shows LoadErrorScreen.
 * Other errors go on to the router's error page.
 */
export class LoadErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof ScreenLoadError) console.error('Falha ao carregar a tela', error.cause ?? error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ScreenLoadError) return <LoadErrorScreen />;
    throw error;
  }
}

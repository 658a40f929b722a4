import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Loading } from "./Loading.tsx";

interface Props {
  children: ReactNode;
  /** A new key (the next page's path) clears the error, so the menu still leads elsewhere. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/**
 * What a page throws while rendering (a chunk still missing after its retries, a bug) stays in
 * the page's place: the header, its connection notice and the menu live on, and the page says
 * what happened with a way to reload. Without it React unmounts everything, leaving a blank tab.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("[Page] could not be shown:", error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="not-found" role="alert" data-testid="page-error">
        <h1>This page could not be loaded</h1>
        <p>The server could not be reached, or this page changed since you opened the site.</p>
        <p className="muted">{error.message}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </section>
    );
  }
}

/** Where a page goes: Loading while its chunk arrives, and its failure kept to its own place until the path changes. */
export function PageSlot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

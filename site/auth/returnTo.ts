import type { NavigateFunction } from "react-router";

/**
 * Go to a sign-in's return address (domain/links.ts `returnAddress`, already checked): a path
 * or a page of this origin in the page, a minisite's page (another origin) by loading it.
 */
export function followReturn(next: string, navigate: NavigateFunction): void {
  if (next.startsWith("/")) return void navigate(next, { replace: true });
  const url = new URL(next);
  if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
  else window.location.replace(url.href);
}

/** This page as a whole address, for a sign-in that leaves this host (a minisite's login goes through the main site). */
export function absoluteHere(path: string): string {
  return new URL(path, window.location.origin).href;
}

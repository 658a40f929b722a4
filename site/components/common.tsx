import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { linkTo } from "../../domain/links.ts";
import type { Attachment } from "../../domain/records.ts";
import { readableTextOn } from "../../domain/theme.ts";
import { useSite } from "../app/SiteContext.tsx";

export { usePageTitle } from "../../ui/components/usePageTitle.ts";

/** A `linkTo` bound to this page's host (minisite-aware, SPEC §2.1). */
export function useLinkTo() {
  const site = useSite();
  return (type: string, target: { id: string; subdomain?: string | null } | string, sub?: string | null) =>
    linkTo(type, target, sub, { mainOrigin: site.mainOrigin, minisiteEventId: site.minisiteEventId });
}

/** A theme colour as a background, its text chosen by the contrast rule (SPEC §9, domain/theme.ts). */
export function themeColours(background: string | null | undefined, text?: string | null): CSSProperties | undefined {
  return background ? { background, color: readableTextOn(background, text) } : undefined;
}

/** A link that works for both same-origin paths and other origins (minisites). */
export function SmartLink({ to, children, className, testId }: { to: string; children: ReactNode; className?: string; testId?: string }) {
  if (/^https?:\/\//.test(to))
    return (
      <a href={to} className={className} data-testid={testId}>
        {children}
      </a>
    );
  return (
    <Link to={to} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}

export function imageUrl(attachment: Attachment | undefined, size?: number): string | null {
  if (!attachment) return null;
  return `/image.${attachment.fileExtension === "svg" ? "svg" : "webp"}?id=${encodeURIComponent(attachment.id)}${size && attachment.fileExtension !== "svg" ? `&size=${size}` : ""}`;
}

export function Logo({ attachments, alt, size = 48 }: { attachments: Attachment[] | undefined; alt: string; size?: number }) {
  const src = imageUrl(attachments?.[0], size * 2);
  if (!src)
    return (
      <span className="logo-fallback" style={{ width: size, height: size }} aria-hidden="true">
        {alt.slice(0, 1)}
      </span>
    );
  return <img className="logo" src={src} alt={alt} width={size} height={size} loading="lazy" />;
}

export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1 data-testid="page-title">{title}</h1>
        {subtitle ? <p className="subtitle">{subtitle}</p> : null}
      </div>
      {children}
    </header>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="empty" data-testid="empty">
      {children}
    </p>
  );
}

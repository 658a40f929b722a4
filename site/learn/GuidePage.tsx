import { Link, NavLink, useParams } from "react-router";
import { PageHeader, usePageTitle } from "../components/common.tsx";
import NotFound from "../pages/NotFound.tsx";
import { findGuide, type Block } from "./guides.ts";

function BlockView({ block }: { block: Block }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block)
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  if ("steps" in block)
    return (
      <ol>
        {block.steps.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  return (
    <aside className="tip">
      <strong>Tip:</strong> {block.tip}
    </aside>
  );
}

/** /learn/guides/{guide}/{page}: a guide page with its table of contents and next/previous links. */
export default function GuidePage() {
  const params = useParams();
  const guide = findGuide(params.guide);
  const index = guide ? (params.page ? guide.pages.findIndex((p) => p.slug === params.page) : 0) : -1;
  const page = guide?.pages[index];
  usePageTitle(page && guide ? `${page.title} – ${guide.title}` : "Not Found");
  if (!guide || !page) return <NotFound />;
  const prev = guide.pages[index - 1];
  const next = guide.pages[index + 1];
  const href = (slug: string) => `/learn/guides/${guide.slug}/${slug}`;
  return (
    <div className="guide">
      <nav className="guide-toc" aria-label={`${guide.title} pages`}>
        <Link to="/learn" className="muted-link">
          ← Learn
        </Link>
        <h2>{guide.title}</h2>
        <ol>
          {guide.pages.map((p) => (
            <li key={p.slug}>
              <NavLink to={href(p.slug)} className={p.slug === page.slug ? "active" : ""}>
                {p.title}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <article className="prose" data-testid="guide-page">
        <PageHeader title={page.title} subtitle={guide.title} />
        {page.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.blocks.map((b, i) => (
              <BlockView key={i} block={b} />
            ))}
          </section>
        ))}
        <nav className="pager">
          {prev ? <Link to={href(prev.slug)}>← {prev.title}</Link> : <span />}
          {next ? (
            <Link to={href(next.slug)} data-testid="guide-next">
              {next.title} →
            </Link>
          ) : null}
        </nav>
      </article>
    </div>
  );
}

import { useParams } from "react-router";
import { useThing } from "../../live/hooks.ts";
import { PageHeader, usePageTitle } from "../components/common.tsx";
import { RichText } from "../components/RichText.tsx";
import { Loading } from "../../ui/components/Loading.tsx";
import { formatDateTime } from "../../domain/time.ts";
import { useSettings } from "../../ui/settings.tsx";
import NotFound from "./NotFound.tsx";

export default function NewsPage() {
  const { slug } = useParams();
  const news = useThing("News", `news-${slug}`);
  const { settings } = useSettings();
  usePageTitle(news?.name ?? "News");
  if (news === undefined) return <Loading />;
  if (news === null) return <NotFound />;
  return (
    <article className="news-article" data-testid="news-article">
      <PageHeader
        title={news.name ?? "News"}
        subtitle={
          news.released ? formatDateTime(news.released, { zone: settings.timezone, use24Hour: settings.use24HourTime }) : news.summary
        }
      />
      <RichText html={news.content} testId="news-content" />
    </article>
  );
}

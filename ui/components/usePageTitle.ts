import { useEffect } from "react";

const SITE_NAME = "Community Esports";

/** The document title of a page of the site or the crew's tools: "{title} | Community Esports". */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

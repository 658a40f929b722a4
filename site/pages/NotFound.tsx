import { Link } from "react-router";
import { usePageTitle } from "../components/common.tsx";

export default function NotFound() {
  usePageTitle("Not Found");
  return (
    <section className="not-found" data-testid="not-found">
      <h1>Not Found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="button">
        Go home
      </Link>
    </section>
  );
}

import type { ReactNode } from "react";
import { useParams } from "react-router";
import { crewPath, type CrewRoute } from "../../domain/crewRoutes.ts";
import { Loading } from "../../ui/components/Loading.tsx";
import { AdminPage } from "./AdminPage.tsx";
import "./crew.css";
import { RemotePage } from "./RemotePage.tsx";
import { TransmitterPage } from "./TransmitterPage.tsx";
import { useCrewAccess, type CrewAccess } from "./useCrewAccess.ts";

const TITLES: Record<CrewRoute, string> = {
  admin: "Source overview",
  remote: "Remote",
  "tally-transmitter": "Tally transmitter",
  "websocket-transmitter": "Websocket transmitter",
};

/** Why a crew page cannot run, in words a crew member can act on. */
function Refusal({ access, title, clientKey, route }: { access: CrewAccess; title: string; clientKey: string; route: string }): ReactNode {
  if (access.status === "checking") return <Loading label="Checking the sign-in token" />;
  if (access.status === "ok") return null;
  return (
    <div className="crew-refusal" data-testid="crew-refused">
      <h1>{title}</h1>
      {access.status === "no-token" ? (
        <>
          <p>This page is for the broadcast crew and needs a sign-in.</p>
          <p>
            In OBS, add your sign-in token to the address of this browser source:{" "}
            <code>
              /client/{clientKey}/{route}?token=<em>your token</em>
            </code>
            . <code>npm run token -- &lt;player id&gt;</code> prints one; in a browser, signing in on the site works too.
          </p>
        </>
      ) : (
        <p>{access.message}</p>
      )}
    </div>
  );
}

/** `/client/<key>/<crew route>`: the crew pages, behind the client's crew check. */
export default function CrewPage() {
  const params = useParams();
  const path = crewPath(`/client/${params.client ?? ""}/${params.route ?? ""}`);
  const access = useCrewAccess(path?.client ?? "");
  if (!path) return null;
  const title = TITLES[path.route];
  if (access.status !== "ok") return <Refusal access={access} title={title} clientKey={path.client} route={path.route} />;
  const query = new URLSearchParams(window.location.search);
  switch (path.route) {
    case "admin":
      return <AdminPage client={access.client} />;
    case "remote":
      return <RemotePage client={access.client} query={query} />;
    default:
      return <TransmitterPage client={access.client} query={query} title={title} />;
  }
}

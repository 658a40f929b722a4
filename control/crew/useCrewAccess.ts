import { useEffect, useState } from "react";
import { ownsClient } from "../../domain/permissions.ts";
import type { ClientRecord } from "../../domain/tables.ts";
import type { User } from "../../domain/user.ts";
import { postLogin } from "../../live/auth.ts";
import { useThing } from "../../live/hooks.ts";
import { crewToken } from "../../ui/auth/session.ts";

/** Whether this page may act for the client: a crew page says why not instead of failing silently. */
export type CrewAccess =
  | { status: "checking" }
  | { status: "no-token" }
  | { status: "refused"; message: string }
  | { status: "ok"; user: User; client: ClientRecord };

type SignIn = { status: "checking" } | { status: "no-token" } | { status: "refused"; message: string } | { status: "ok"; user: User };

/** The page's token (its `token` option, else the site session) checked with the server, then the client's owner checked. */
export function useCrewAccess(clientKey: string): CrewAccess {
  const [token] = useState(crewToken);
  const [signIn, setSignIn] = useState<SignIn>(token ? { status: "checking" } : { status: "no-token" });
  const client = useThing("Clients", `client-${clientKey.toLowerCase()}`);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void postLogin("/auth/login", { token }).then((result) => {
      if (!live) return;
      setSignIn(
        result.ok
          ? { status: "ok", user: result.user }
          : { status: "refused", message: `The sign-in token was refused: ${result.message}` },
      );
    });
    return () => {
      live = false;
    };
  }, [token]);

  if (signIn.status !== "ok") return signIn;
  if (client === undefined) return { status: "checking" };
  if (!client) return { status: "refused", message: `There is no production client "${clientKey}".` };
  if (!ownsClient({ id: signIn.user.airtableID, clients: signIn.user.clients }, client))
    return { status: "refused", message: `${signIn.user.name} is not on the crew of the client "${client.name || client.key}".` };
  return { status: "ok", user: signIn.user, client };
}

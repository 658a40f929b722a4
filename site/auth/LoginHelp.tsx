/** What /login says when Discord sign-in is not available: where a token comes from, and how to set Discord up. */
export function TokenHelp({ known }: { known: boolean }) {
  return (
    <div className="stack" data-testid="login-token-help">
      <p role="status">
        {known
          ? "Discord sign-in is not set up on this server, so sign in with a token."
          : "The server did not say whether Discord sign-in is set up. A token signs you in either way."}
      </p>
      <h2>Get a token</h2>
      <ul>
        <li>When the server starts outside production, it prints a sign-in token for the demo producer.</li>
        <li>
          Run <code>npm run token -- &quot;Demo Producer&quot;</code> where the server runs for a new one, or put another player&apos;s
          exact name or id in its place.
        </li>
      </ul>
      <p>Paste it here, or into Token in the menu bar on any page.</p>
    </div>
  );
}

/** The server's settings for Discord sign-in, by the environment variables it reads. */
export function DiscordSetup({ origin }: { origin: string }) {
  return (
    <section className="stack" data-testid="login-setup">
      <h2>Set up Discord sign-in</h2>
      <ol>
        <li>
          Create an application in the Discord Developer Portal and add <code>{origin}/auth/discord/return</code> to its OAuth2 redirects.
        </li>
        <li>
          In the server&apos;s environment, set <code>DISCORD_CLIENT_ID</code> and <code>DISCORD_CLIENT_SECRET</code> to the
          application&apos;s client id and secret, and <code>PUBLIC_ORIGIN</code> to this site&apos;s address ({origin}): the redirect is
          built from it.
        </li>
        <li>Restart the server. Log in then takes you to Discord.</li>
      </ol>
    </section>
  );
}
